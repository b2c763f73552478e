import {
  type AdminInviteBody,
  type AdminPage,
  adminMessages,
  type PageQuery,
} from '@handlowo/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors.ts';
import {
  deleteAccounts,
  lockOrdersOfAccounts,
} from '../../account/deletion/account-deletion.repository.ts';
import { issuePasswordLink } from '../../auth/password-token.service.ts';
import { deleteMedia } from '../../media/deletion.ts';
import { readPictureDataUrls } from '../../media/picture-data-urls.ts';
import { findAdminPage, insertInvitedAdmin, lockAdmins } from './administrators.repository.ts';

/** AdminSummary (API.md 3.4) as F10, F11 and the invitation answer it. */
type AdminSummary = AdminPage['content'][number];

type Deps = Pick<FastifyInstance, 'db' | 'media'> & { log: FastifyBaseLogger };

/** F10 (no phrase) and F11: a page of admins with their small avatars as data URLs. */
export async function listAdmins(
  { db, media, log }: Deps,
  { page, size }: PageQuery,
  phrase?: string,
): Promise<AdminPage> {
  const found = await findAdminPage(db, { page, size, phrase });
  const avatars = await readPictureDataUrls(
    { media, log },
    found.content.map((row) => row.avatarKey),
  );
  const content = found.content.map(
    ({ avatarKey, ...admin }): AdminSummary => ({
      ...admin,
      pictureData: avatarKey === null ? null : (avatars.get(avatarKey) ?? null),
    }),
  );
  return { ...found, content };
}

/**
 * Creates an admin without a password and queues the mail with a set-password link (purpose
 * ADMIN_INVITE, 72 h; A6 sets the password, then they log in), in one transaction: there is never
 * an admin without a link, and the mail goes out once the invitation has committed, however long
 * the mail server is away. E-mail taken: 409 (the unique index decides, so two invitations of one
 * address cannot both succeed).
 */
export async function inviteAdmin(
  deps: Pick<FastifyInstance, 'db' | 'config' | 'jobs'>,
  body: AdminInviteBody,
): Promise<AdminSummary> {
  const admin = await deps.db.transaction(async (tx) => {
    const created = await insertInvitedAdmin(tx, body);
    if (!created) throw conflict();
    await issuePasswordLink(tx, deps.config, {
      userId: created.id,
      email: created.email,
      purpose: 'ADMIN_INVITE',
    });
    return created;
  });
  deps.jobs.wake();
  const { id, firstName, lastName, email } = admin;
  return { id, firstName, lastName, email, pictureData: null };
}

/**
 * Removes another admin. Under a lock on every admin row (taken in id order), so parallel
 * removals queue and each sees the admins the previous ones left: the last admin is never
 * removed (400), and an admin removed meanwhile cannot go on to remove others (403, as their next
 * request would get). The orders they guard are locked first, as every account deletion does
 * (docs/adr/012-account-deletion.md); they keep the status and lose the guardian (FK `set null`).
 * The deletion itself is the account deletion's core; the files go after the commit.
 */
export async function removeAdmin(
  { db, media, log }: Deps,
  { callerId, adminId }: { callerId: number; adminId: number },
): Promise<void> {
  if (adminId === callerId) throw badRequest(adminMessages.removeSelf, 'REMOVE_SELF');
  const keys = await db.transaction(async (tx) => {
    await lockOrdersOfAccounts(tx, [adminId]);
    const admins = await lockAdmins(tx);
    if (!admins.includes(adminId)) throw notFound(adminMessages.adminNotFound, 'ADMIN_NOT_FOUND');
    if (admins.length <= 1) throw badRequest(adminMessages.lastAdmin, 'LAST_ADMIN');
    if (!admins.includes(callerId)) throw forbidden();
    return (await deleteAccounts(tx, [adminId])).mediaKeys;
  });
  await deleteMedia(media, keys, log);
}
