import type { ConversationOrder, Role } from '@handlowo/contract';
import { and, eq, isNull, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Executor, Transaction } from '../../db/client.ts';
import {
  orderConversationFreelancers as members,
  orderActivities,
  orders,
  orderConversationReads as reads,
  users,
} from '../../db/schema/index.ts';
import { signalConversation } from './conversation-signal.ts';

/*
 * Who may read and write the conversation of an order (issue 26, ADR 021): the order's investor
 * (never the temporary one), every admin (the guardian among them), and the freelancers with a
 * row in order_conversation_freelancers (read-only, up to `left_at`, once they left).
 */

/** The caller, as the auth hook knows them. */
export interface Viewer {
  userId: number;
  role: Role;
}

/** What a member may do in one conversation, with their read state. */
export interface ConversationAccess {
  order: ConversationOrder;
  investorId: number | null;
  adminId: number | null;
  /** A member now (or an admin); false for a freelancer who left. */
  canWrite: boolean;
  /** A former freelancer sees only messages created up to this moment; null: everything. */
  visibleUntil: Date | null;
  /** The viewer's read mark, or null. */
  readUpTo: number | null;
  /** The furthest read mark of anyone else, or null. */
  othersReadUpTo: number | null;
}

const investor = alias(users, 'investor');

/**
 * The viewer's access to the conversation of `orderId` with their read state, in one statement
 * (primary-key lookups only); undefined when they are not a member or there is no such order.
 * The temporary investor's order is nobody's conversation: the admins never see it (issue 10).
 */
export async function findConversationAccess(
  db: Executor,
  orderId: number,
  viewer: Viewer,
): Promise<ConversationAccess | undefined> {
  const [row] = await db
    .select({
      id: orders.id,
      number: orders.investorOrderNumber,
      status: orders.status,
      investorId: orders.investorId,
      adminId: orders.adminId,
      company: investor.company,
      investorIsMock: investor.isMock,
      memberSince: members.joinedAt,
      leftAt: members.leftAt,
      readUpTo: reads.lastReadMessageId,
      othersReadUpTo: sql<number | null>`(
        select nullif(max(o.last_read_message_id), 0) from ${reads} o
        where o.order_id = ${orders.id} and o.user_id <> ${viewer.userId})`,
    })
    .from(orders)
    .leftJoin(investor, eq(investor.id, orders.investorId))
    .leftJoin(members, and(eq(members.orderId, orders.id), eq(members.freelancerId, viewer.userId)))
    .leftJoin(reads, and(eq(reads.orderId, orders.id), eq(reads.userId, viewer.userId)))
    .where(eq(orders.id, orderId));
  if (!row || row.investorIsMock === true) return undefined;
  let canWrite: boolean;
  let visibleUntil: Date | null = null;
  if (viewer.role === 'ADMIN') canWrite = true;
  else if (viewer.role === 'INVESTOR' && row.investorId === viewer.userId) canWrite = true;
  else if (viewer.role === 'FREELANCER' && row.memberSince !== null) {
    canWrite = row.leftAt === null;
    visibleUntil = row.leftAt;
  } else return undefined;
  return {
    order: { id: row.id, number: row.number, status: row.status, company: row.company },
    investorId: row.investorId,
    adminId: row.adminId,
    canWrite,
    visibleUntil,
    readUpTo: row.readUpTo ? row.readUpTo : null,
    othersReadUpTo: row.othersReadUpTo === null ? null : Number(row.othersReadUpTo),
  };
}

/**
 * Brings the order's freelancer rows in line with its services, under the order's lock (F15,
 * an offer declined, a service removed): a freelancer holding any service is a member (joining,
 * or back after leaving, sees the whole thread), one holding none any more leaves now. The
 * freelancers who joined or left are signalled, so their open thread learns it at once. Call it
 * in every transaction that changes `order_activities.freelancer_id`.
 */
export async function syncOrderFreelancers(tx: Transaction, orderId: number): Promise<void> {
  // Grouped, not DISTINCT: clock_timestamp() differs per row, and a freelancer holding two
  // services must be one row (a second conflict on it would fail the statement).
  const holders = tx
    .select({
      orderId: orderActivities.orderId,
      freelancerId: orderActivities.freelancerId,
      // clock_timestamp(), not now(): the time the change happens under the lock, so a message
      // of a transaction that waited for this one is always later (message-write.repository).
      joinedAt: sql<Date>`clock_timestamp()`.as('joined_at'),
      leftAt: sql<Date | null>`null::timestamptz`.as('left_at'),
    })
    .from(orderActivities)
    .where(
      and(eq(orderActivities.orderId, orderId), sql`${orderActivities.freelancerId} is not null`),
    )
    .groupBy(orderActivities.orderId, orderActivities.freelancerId);
  const joined = await tx
    .insert(members)
    .select(holders)
    .onConflictDoUpdate({
      target: [members.orderId, members.freelancerId],
      set: { leftAt: null },
      setWhere: sql`${members.leftAt} is not null`,
    })
    .returning({ id: members.freelancerId });
  const stillHolding = tx
    .select({ one: sql`1` })
    .from(orderActivities)
    .where(
      and(
        eq(orderActivities.orderId, orderId),
        eq(orderActivities.freelancerId, members.freelancerId),
      ),
    );
  const left = await tx
    .update(members)
    .set({ leftAt: sql`clock_timestamp()` })
    .where(and(eq(members.orderId, orderId), isNull(members.leftAt), notExists(stillHolding)))
    .returning({ id: members.freelancerId });
  // A conflict that changed nothing returns no row, so only real changes are signalled.
  await signalConversation(
    tx,
    orderId,
    [...joined, ...left].map((m) => m.id),
  );
}

/**
 * Everyone a change of the conversation is signalled to: the investor (not the temporary one),
 * the guardian, the current freelancers and every admin. One statement.
 */
export async function findSignalRecipients(tx: Executor, orderId: number): Promise<number[]> {
  const rows = await tx.execute(sql`
    select ${users.id} as id from ${users} where ${users.role} = 'ADMIN'
    union
    select o.investor_id from ${orders} o join ${users} i on i.id = o.investor_id
      where o.id = ${orderId} and not i.is_mock
    union
    select f.freelancer_id from ${members} f where f.order_id = ${orderId} and f.left_at is null`);
  return idsOf(rows);
}

/** The members a new message is e-mailed to when unread: investor, guardian, freelancers now. */
export async function findDigestRecipients(
  tx: Executor,
  access: ConversationAccess,
  orderId: number,
): Promise<number[]> {
  const rows = await tx.execute(
    sql`select f.freelancer_id as id from ${members} f where f.order_id = ${orderId} and f.left_at is null`,
  );
  const people = [access.investorId, access.adminId, ...idsOf(rows)];
  return [...new Set(people.filter((id): id is number => id !== null))];
}

const IdRows = z.object({ rows: z.array(z.object({ id: z.coerce.number().int() })) });
const idsOf = (result: unknown) => IdRows.parse(result).rows.map((row) => row.id);
