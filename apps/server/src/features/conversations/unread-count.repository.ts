import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { memberOrders } from './conversation-list.repository.ts';

const CountRows = z.object({ rows: z.array(z.object({ count: z.coerce.number().int() })) });

/**
 * The unread messages of a user over all their conversations (GET /conversations/unread-count,
 * and the live stream's `messages` event): the sum of the list's `unreadCount`s, counted the same
 * way (`findConversations`), in one statement. Unread: another's message after the user's read
 * mark that is neither deleted nor hidden (for a former freelancer, written before they left).
 * The count per conversation is a lateral subquery so that both bounds, the order and the read
 * mark, are the index condition of (order_id, id): a plain join let PostgreSQL hash-join the
 * whole table or scan each conversation from its first message (7 ms → 2.7 ms for 200
 * conversations among 57,000 messages; ADR 021).
 */
export async function countUnreadMessages(db: Executor, userId: number): Promise<number> {
  const result = await db.execute(sql`
    with mine as (${memberOrders(userId)})
    select coalesce(sum(u.n), 0)::int as count
    from mine c
    join orders o on o.id = c.order_id
    left join users inv on inv.id = o.investor_id
    left join order_conversation_reads r on r.order_id = c.order_id and r.user_id = ${userId}
    cross join lateral (
      select count(*) as n from order_messages m
      where m.order_id = c.order_id and m.id > coalesce(r.last_read_message_id, 0)
        and m.deleted_at is null and m.hidden_at is null
        and m.author_id is distinct from ${userId}
        and (c.until is null or m.created_at <= c.until)
    ) u
    where inv.is_mock is not true`);
  return CountRows.parse(result).rows[0]?.count ?? 0;
}
