import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/client.ts';

/*
 * The queries of the message digest e-mails (issue 26). "Undigested unread" for a user: another
 * member's message of the conversation, neither deleted nor hidden, after both their read mark
 * and the last message a digest already told them about (`digested_up_to_message_id`).
 */

/** Ids are integers from the database: an array literal built from numbers only. */
const idArray = (ids: readonly number[]) =>
  sql.raw(`array[${[...new Set(ids.map((id) => Math.trunc(id)))].join(',')}]::int[]`);

const FirstRows = z.object({
  rows: z.array(z.object({ user_id: z.coerce.number(), first_id: z.coerce.number().nullable() })),
});

/**
 * For each of `userIds`: their first undigested unread message of the order (null: none), which
 * names the unread stretch a digest job is keyed by. One statement; each user one index probe.
 */
export async function findFirstUndigested(
  db: Executor,
  orderId: number,
  userIds: readonly number[],
): Promise<Array<{ userId: number; firstId: number | null }>> {
  const result = await db.execute(sql`
    select u.id as user_id, (
      select min(m.id) from order_messages m
      where m.order_id = ${orderId}
        and m.id > greatest(coalesce(r.last_read_message_id, 0), coalesce(r.digested_up_to_message_id, 0))
        and m.author_id is distinct from u.id
        and m.deleted_at is null and m.hidden_at is null
    ) as first_id
    from unnest(${idArray(userIds)}) as u(id)
    left join order_conversation_reads r on r.order_id = ${orderId} and r.user_id = u.id`);
  return FirstRows.parse(result).rows.map((row) => ({
    userId: row.user_id,
    firstId: row.first_id,
  }));
}

const RecipientRows = z.object({
  rows: z.array(
    z.object({
      email: z.string(),
      member: z.boolean(),
      opted_out: z.boolean(),
      order_number: z.coerce.number(),
      company: z.string().nullable(),
    }),
  ),
});

export interface DigestRecipient {
  email: string;
  /**
   * A member now: the investor, the guardian, a freelancer who has not left, or an admin who
   * wrote in the conversation (an admin's list, ADR 021); never in the temporary investor's order.
   */
  member: boolean;
  /** Turned MESSAGES_UNREAD off in 'Ustawienia'. */
  optedOut: boolean;
  orderNumber: number;
  company: string | null;
}

/** The user and the order as the digest needs them; undefined when either is gone. */
export async function findDigestRecipient(
  db: Executor,
  orderId: number,
  userId: number,
): Promise<DigestRecipient | undefined> {
  const result = await db.execute(sql`
    select u.email,
      i.is_mock is not true and coalesce(
        (o.investor_id = u.id and not u.is_mock)
        or o.admin_id = u.id
        or exists (
          select 1 from order_conversation_freelancers f
          where f.order_id = o.id and f.freelancer_id = u.id and f.left_at is null
        )
        or (u.role = 'ADMIN' and exists (
          select 1 from order_messages w where w.order_id = o.id and w.author_id = u.id
        )),
        false
      ) as member,
      exists (
        select 1 from notification_email_opt_outs x
        where x.user_id = u.id and x.kind = 'MESSAGES_UNREAD'
      ) as opted_out,
      o.investor_order_number as order_number,
      i.company
    from users u
    join orders o on o.id = ${orderId}
    left join users i on i.id = o.investor_id
    where u.id = ${userId}`);
  const [row] = RecipientRows.parse(result).rows;
  if (!row) return undefined;
  return {
    email: row.email,
    member: row.member,
    optedOut: row.opted_out,
    orderNumber: row.order_number,
    company: row.company,
  };
}

const PendingRows = z.object({
  rows: z.array(
    z.object({
      first_id: z.coerce.number().nullable(),
      last_id: z.coerce.number().nullable(),
      oldest: z.coerce.date().nullable(),
    }),
  ),
});

/** The user's undigested unread messages of the order: the first, the last and the oldest time. */
export async function findUndigested(db: Executor, orderId: number, userId: number) {
  const result = await db.execute(sql`
    select min(m.id) as first_id, max(m.id) as last_id, min(m.created_at) as oldest
    from order_messages m
    left join order_conversation_reads r on r.order_id = m.order_id and r.user_id = ${userId}
    where m.order_id = ${orderId}
      and m.id > greatest(coalesce(r.last_read_message_id, 0), coalesce(r.digested_up_to_message_id, 0))
      and m.author_id is distinct from ${userId}
      and m.deleted_at is null and m.hidden_at is null`);
  const [row] = PendingRows.parse(result).rows;
  if (!row || row.first_id === null || row.last_id === null || row.oldest === null) {
    return undefined;
  }
  return { firstId: row.first_id, lastId: row.last_id, oldest: row.oldest };
}

/**
 * Records that a digest told the user about everything up to `upTo`, unless another run already
 * did or the user read that far meanwhile (the row is re-read under its lock, so of two runs at
 * once one wins). True when this run should send the e-mail. Creates the read row when the user
 * never read the conversation (its read mark stays 0).
 */
export async function markDigested(
  db: Executor,
  { orderId, userId, upTo }: { orderId: number; userId: number; upTo: number },
): Promise<boolean> {
  const result = await db.execute(sql`
    insert into order_conversation_reads (order_id, user_id, digested_up_to_message_id)
    values (${orderId}, ${userId}, ${upTo})
    on conflict (order_id, user_id) do update
      set digested_up_to_message_id = excluded.digested_up_to_message_id
      where order_conversation_reads.digested_up_to_message_id < excluded.digested_up_to_message_id
        and order_conversation_reads.last_read_message_id < excluded.digested_up_to_message_id
    returning 1 as done`);
  return (result as { rows: unknown[] }).rows.length > 0;
}

const DigestMessageRows = z.object({
  rows: z.array(
    z.object({
      id: z.coerce.number(),
      author_role: z.string(),
      author_deleted: z.boolean(),
      first_name: z.string().nullable(),
      last_name: z.string().nullable(),
      company: z.string().nullable(),
      text: z.string().nullable(),
      files: z.string().nullable(),
      unread: z.coerce.number(),
    }),
  ),
});

/** One unread message as the e-mail lists it, and how many the user has unread in all. */
export interface DigestMessage {
  id: number;
  author: {
    role: string;
    deleted: boolean;
    firstName: string;
    lastName: string;
    company: string | null;
  };
  text: string;
  /** The attachments' names, comma-separated; null when it has none. */
  files: string | null;
}

/**
 * The user's newest `limit` unread messages of the order (oldest of them first), with their
 * authors and attachments' names, and the number of all their unread messages there.
 */
export async function findUnreadForDigest(
  db: Executor,
  { orderId, userId, limit }: { orderId: number; userId: number; limit: number },
): Promise<{ unread: number; messages: DigestMessage[] }> {
  const result = await db.execute(sql`
    select m.id, m.author_role, m.author_id is null as author_deleted,
      a.first_name, a.last_name, a.company, m.text,
      (select string_agg(x.file_name, ', ' order by x.id) from order_message_attachments x
        where x.message_id = m.id) as files,
      count(*) over () as unread
    from order_messages m
    left join users a on a.id = m.author_id
    left join order_conversation_reads r on r.order_id = m.order_id and r.user_id = ${userId}
    where m.order_id = ${orderId}
      and m.id > coalesce(r.last_read_message_id, 0)
      and m.author_id is distinct from ${userId}
      and m.deleted_at is null and m.hidden_at is null
    order by m.id desc
    limit ${limit}`);
  const rows = DigestMessageRows.parse(result).rows;
  return {
    unread: rows[0]?.unread ?? 0,
    messages: rows.reverse().map((row) => ({
      id: row.id,
      author: {
        role: row.author_role,
        deleted: row.author_deleted,
        firstName: row.first_name ?? '',
        lastName: row.last_name ?? '',
        company: row.company,
      },
      text: row.text ?? '',
      files: row.files,
    })),
  };
}
