import type { Page } from '@handlowo/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../../db/client.ts';
import { pictures, type UserRow, users } from '../../../db/schema/index.ts';
import { insertUser } from '../../auth/user.repository.ts';
import { type PageRequest, pageFrom, totalColumn } from '../lists/paging.ts';
import { searchMatches } from '../lists/search.ts';

/** An admin as F10/F11 list them, with the media key of the avatar's small rendition. */
export interface AdminListRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  avatarKey: string | null;
}

const isAdmin = eq(users.role, 'ADMIN');

/**
 * One page of admins, by last name, first name, then id (so pages never repeat or skip a row),
 * in one statement with the total (the shared admin-list helpers; ADR 009 for the search).
 */
export async function findAdminPage(
  db: Executor,
  { page, size, phrase }: PageRequest & { phrase?: string | undefined },
): Promise<Page<AdminListRow>> {
  const where = phrase === undefined ? isAdmin : and(isAdmin, searchMatches(phrase));
  const countQuery = db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      // The list rendition (as D4 `?size=small`), or the picture itself when it has none.
      avatarKey: sql<string | null>`coalesce(${pictures.smallStorageKey}, ${pictures.storageKey})`,
      total: totalColumn(countQuery),
    })
    .from(users)
    // At most one avatar per user (pictures_one_per_user_key): the join never repeats an admin.
    .leftJoin(pictures, and(eq(pictures.userId, users.id), eq(pictures.kind, 'AVATAR')))
    .where(where)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(size)
    .offset(page * size);
  return pageFrom(
    rows,
    { page, size },
    async () => (await countQuery)[0]?.n ?? 0,
    ({ total: _total, ...row }) => row,
  );
}

/** Inserts an admin who has no password yet; undefined when the e-mail is taken. */
export function insertInvitedAdmin(
  db: Executor,
  values: { email: string; firstName: string; lastName: string },
): Promise<UserRow | undefined> {
  return insertUser(db, { ...values, role: 'ADMIN', passwordHash: null, isOnboardingPassed: true });
}

/**
 * Locks every admin's row, in id order (two removals lock in the same order, so they queue rather
 * than deadlock), and returns their ids. A row deleted by a transaction we waited for is skipped,
 * so the ids are the admins that exist once the lock is held.
 */
export async function lockAdmins(tx: Transaction): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(isAdmin)
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}
