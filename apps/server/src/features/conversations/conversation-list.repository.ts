import { orderStatus } from '@handlowo/contract';
import { desc, inArray, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { orderMessages } from '../../db/schema/index.ts';
import { type MessageRow, selectMessages, toMessageRow } from './message-rows.repository.ts';

/**
 * The orders whose conversation the user is in, as `(order_id, until)`: the orders they invest
 * in (not as the temporary investor), guard, or hold a freelancer row of (`until` = when a former
 * freelancer left), and, for an admin, the orders they wrote in (ADR 021).
 */
export const memberOrders = (userId: number): SQL => sql`
  select o.id as order_id, null::timestamptz as until
    from orders o join users me on me.id = o.investor_id
    where o.investor_id = ${userId} and not me.is_mock
  union
  select o.id, null from orders o where o.admin_id = ${userId}
  union
  select f.order_id, f.left_at from order_conversation_freelancers f
    where f.freelancer_id = ${userId}
  union
  select w.order_id, null from order_messages w join users me on me.id = w.author_id
    where w.author_id = ${userId} and me.role = 'ADMIN'`;

const ListRows = z.object({
  rows: z.array(
    z.object({
      id: z.coerce.number().int(),
      number: z.coerce.number().int(),
      status: z.enum(orderStatus.keys),
      company: z.string().nullable(),
      until: z.coerce.date().nullable(),
      unread: z.coerce.number().int(),
      last_id: z.coerce.number().int().nullable(),
    }),
  ),
});

export type ConversationListRow = z.infer<typeof ListRows>['rows'][number];

/**
 * The user's conversations with their unread counts and the id of the last message they may
 * see, newest message first, then the orders without messages, newest order first. One
 * statement: per conversation, one range scan of (order_id, id) after the read mark and one
 * backwards step for the last message.
 */
export async function findConversations(
  db: Executor,
  userId: number,
): Promise<ConversationListRow[]> {
  const result = await db.execute(sql`
    with mine as (${memberOrders(userId)})
    select o.id, o.investor_order_number as number, o.status, inv.company, c.until,
      (select count(*) from order_messages u
        where u.order_id = o.id and u.id > coalesce(r.last_read_message_id, 0)
          and u.deleted_at is null and u.hidden_at is null
          and u.author_id is distinct from ${userId}
          and (c.until is null or u.created_at <= c.until))::int as unread,
      last.id as last_id
    from mine c
    join orders o on o.id = c.order_id
    left join users inv on inv.id = o.investor_id
    left join order_conversation_reads r on r.order_id = o.id and r.user_id = ${userId}
    left join lateral (
      select l.id from order_messages l
      where l.order_id = o.id and (c.until is null or l.created_at <= c.until)
      order by l.id desc limit 1) last on true
    where inv.is_mock is not true
    order by last.id desc nulls last, o.created_at desc, o.id desc`);
  return ListRows.parse(result).rows;
}

/** The last messages of the list, with their authors and files, in one statement. */
export async function findMessagesByIds(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, MessageRow>();
  const rows = await selectMessages(db, inArray(orderMessages.id, [...ids])).orderBy(
    desc(orderMessages.id),
  );
  return new Map(rows.map((row) => [row.id, toMessageRow(row)]));
}
