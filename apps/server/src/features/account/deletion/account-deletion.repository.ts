import { DELETED_ACCOUNT_NAME } from '@handlowo/contract';
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Transaction } from '../../../db/client.ts';
import {
  freelancers,
  orderActivities,
  orderMessageAttachments,
  orders,
  pictures,
  rateLimitCounters,
  reviews,
  type UserRow,
  users,
  videos,
} from '../../../db/schema/index.ts';
import { deleteJobsNaming } from '../../jobs/job.repository.ts';
import { anonymiseNotificationsNaming } from './notification-names.ts';

/*
 * The core of deleting accounts (issue 12, docs/adr/012-account-deletion.md), shared by the
 * deletion routes, the admin's removal of an admin and the clean-up of temporary investors. The
 * locking and deleting functions take a list of user ids and run a fixed number of statements
 * whatever its length, so a batch of a thousand stale accounts costs what one does.
 *
 * Lock order, the same everywhere: the orders first (in id order), then the users. Every writer
 * of an order (E3–E6, F12, F15, F16, G2) locks the order and only then touches users (the foreign
 * key checks of the rows it writes), so taking them the other way round could deadlock.
 */

/** `column = any('{1,2,3}'::int[])`: one text parameter, read alike by PGlite and node-postgres. */
function inIds(column: PgColumn | SQL, ids: readonly number[]): SQL {
  for (const id of ids) {
    if (!Number.isSafeInteger(id)) throw new Error(`not a user id: ${id}`);
  }
  return sql`${column} = any(${`{${ids.join(',')}}`}::int[])`;
}

/**
 * Locks, in id order, every order the accounts take part in: as the investor, the guardian or the
 * freelancer of one of its services. Writers of those orders wait for the deletion, and the
 * deletion waits for the ones already running (their changes are then seen).
 */
export async function lockOrdersOfAccounts(tx: Transaction, ids: readonly number[]) {
  if (ids.length === 0) return;
  const served = tx
    .select({ id: orderActivities.orderId })
    .from(orderActivities)
    .where(inIds(orderActivities.freelancerId, ids));
  await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      sql`${inIds(orders.investorId, ids)} or ${inIds(orders.adminId, ids)} or ${orders.id} in ${served}`,
    )
    .orderBy(asc(orders.id))
    .for('update');
}

/**
 * Locks, in id order, the users among `ids` that still match `where` (checked again on the row
 * version the lock finds, so a row changed meanwhile, say a temporary investor who registered,
 * drops out). Returns their ids.
 */
export async function lockUsers(
  tx: Transaction,
  ids: readonly number[],
  where?: SQL,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inIds(users.id, ids), where))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** The account row, locked until the transaction ends; undefined once it is gone. */
export async function lockAccount(tx: Transaction, userId: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

/**
 * Whether the freelancer serves an order that is not realised yet (F15 assigned them and the
 * admin has not closed it): deleting them would leave the order without its freelancer.
 */
export async function hasActiveService(tx: Transaction, freelancerId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: orderActivities.id })
    .from(orderActivities)
    .innerJoin(orders, eq(orders.id, orderActivities.orderId))
    .where(and(eq(orderActivities.freelancerId, freelancerId), ne(orders.status, 'REALIZED')))
    .limit(1);
  return row !== undefined;
}

const KeyRows = z.object({ rows: z.array(z.object({ key: z.string() })) });

/**
 * Every media key the accounts' rows name: pictures (both renditions), videos, about videos, and
 * the files of the conversations of the investors' orders that go with them (all but the
 * realised ones, which stay; the messages a user wrote elsewhere stay too, signed 'Konto
 * usunięte', with their files).
 */
async function mediaKeysOf(tx: Transaction, ids: readonly number[]): Promise<string[]> {
  const result = await tx.execute(sql`
    select ${pictures.storageKey} as key from ${pictures} where ${inIds(pictures.userId, ids)}
    union all
    select ${pictures.smallStorageKey} from ${pictures}
      where ${inIds(pictures.userId, ids)} and ${pictures.smallStorageKey} is not null
    union all
    select ${videos.storageKey} from ${videos} where ${inIds(videos.freelancerId, ids)}
    union all
    select ${freelancers.aboutVideoKey} from ${freelancers}
      where ${inIds(freelancers.userId, ids)} and ${freelancers.aboutVideoKey} is not null
    union all
    select ${orderMessageAttachments.storageKey} from ${orderMessageAttachments}
      join ${orders} on ${orders.id} = ${orderMessageAttachments.orderId}
      where ${inIds(orders.investorId, ids)} and ${orders.status} <> 'REALIZED'`);
  return KeyRows.parse(result).rows.map((row) => row.key);
}

/** The throttle counter of wrong passwords at deletion (account-deletion-throttle.ts). */
export const deletionCounterKey = (userId: number) => `account-deletion:${userId}`;

/**
 * Deletes the throttle counters that name the accounts: the login ones, keyed by the e-mail
 * (`loginCounterKeys` of features/auth/login.service.ts: `login:account:<email>`, and
 * `login:account-ip:<email> <address>`, `login:known:<email> <address>`), the reset-mail one
 * (`reset:email:<email>`, features/auth/password-reset.service.ts), the deletion one and the
 * old-password one of F21 and the account settings (features/auth/old-password-throttle.ts) and
 * the e-mail change one (features/account/settings/account-settings.service.ts) and the
 * messages' one (features/conversations/message-throttle.ts).
 * Compared with `=` and `starts_with` (no LIKE: `_` and `%` are common in e-mails), the prefix
 * ending in the space that follows the e-mail, which e-mails never contain.
 */
async function deleteCounters(tx: Transaction, ids: readonly number[]) {
  const key = rateLimitCounters.key;
  await tx.execute(sql`
    delete from ${rateLimitCounters} using ${users}
    where ${inIds(users.id, ids)} and (
      ${key} = 'login:account:' || ${users.email}
      or starts_with(${key}, 'login:account-ip:' || ${users.email} || ' ')
      or starts_with(${key}, 'login:known:' || ${users.email} || ' ')
      or ${key} = 'reset:email:' || ${users.email}
      or ${key} = 'account-deletion:' || ${users.id}::text
      or ${key} = 'old-password:' || ${users.id}::text
      or ${key} = 'email-change:' || ${users.id}::text
      or ${key} = 'messages:user:' || ${users.id}::text
    )`);
}

/** An account as it was when deleted: where its confirmation mail goes. */
export interface DeletedAccount {
  id: number;
  email: string;
  role: UserRow['role'];
  /** A temporary investor: its generated e-mail reaches nobody. */
  isMock: boolean;
}

export interface DeletionResult {
  accounts: DeletedAccount[];
  /** Media objects no row names any more: the caller deletes them after the commit. */
  mediaKeys: string[];
}

/**
 * Deletes the accounts, which the caller has locked (`lockOrdersOfAccounts`, then the users) and
 * checked. Kept, anonymised: the investors' realised orders (detached first: their services carry
 * the freelancers' scores and reviews) and the reviews they wrote (the author's name becomes
 * DELETED_ACCOUNT_NAME, the foreign key sets the author null). Gone with the user rows (foreign
 * keys): everything else they own, their other orders and products; a deleted freelancer leaves
 * realised services without a freelancer, a deleted admin orders without a guardian.
 */
export async function deleteAccounts(
  tx: Transaction,
  ids: readonly number[],
): Promise<DeletionResult> {
  if (ids.length === 0) return { accounts: [], mediaKeys: [] };
  const mediaKeys = await mediaKeysOf(tx, ids);
  await tx
    .update(orders)
    .set({ investorId: null })
    .where(and(inIds(orders.investorId, ids), eq(orders.status, 'REALIZED')));
  await tx
    .update(reviews)
    .set({ authorFirstName: DELETED_ACCOUNT_NAME, authorLastName: '' })
    .where(inIds(reviews.authorId, ids));
  await anonymiseNotificationsNaming(tx, ids);
  await deleteCounters(tx, ids);
  const accounts = await tx
    .delete(users)
    .where(inIds(users.id, ids))
    .returning({ id: users.id, email: users.email, role: users.role, isMock: users.isMock });
  // Mails and reset requests still waiting for the address go with the account.
  await deleteJobsNaming(
    tx,
    accounts.map((account) => account.email),
  );
  return { accounts, mediaKeys };
}
