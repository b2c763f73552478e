// The conversations' scenarios of `npm run bench` (issue 26): a thread of 5,000 messages opened
// at its newest page, and the unread count of a user in 200 conversations. The messages, orders
// and read marks are written straight into the database (SQL below, in the benchmark's window for
// such writes), thousands of rows in a few statements.
import { login, register } from './prepare.mjs';

/** The thread's size and the count user's conversations (issue 26's numbers). */
export const CONVERSATION_MESSAGES = 5000;
export const COUNT_CONVERSATIONS = 200;
/**
 * Messages per conversation of the count user, and how many of them they have read: 50,000
 * messages written after the thread's, so that the thread is an old one among newer traffic
 * (the case where a plan walking the primary key backwards would skip them all).
 */
const MESSAGES_EACH = 250;
const READ_EACH = 247;

const COUNT_EMAIL = 'bench-investor-messages@bench.handlowo.local';

/** The investor whose unread count is measured: registered through the API (its order #1). */
export async function prepareCountUser(api) {
  await register(api, 'investor', COUNT_EMAIL);
  return { email: COUNT_EMAIL, token: await login(api, COUNT_EMAIL) };
}

/** Only the benchmark's own addresses go into the SQL: no quoting to get wrong. */
const literal = (email) => {
  if (!/^[a-z0-9.@-]+$/.test(email)) throw new Error(`unexpected e-mail ${email}`);
  return `'${email}'`;
};

/**
 * The statements: (1) 5,000 messages in the prepared investor's order #1 (the investor and the
 * guardian by turns, a file on every tenth, a minute apart), the investor's read mark 10 before
 * the end and the guardian's at the end; (2) orders #2–#200 of the count user, each with 250 of
 * the admin's messages, read up to the 247th (600 unread in all); then ANALYZE, as autovacuum
 * would after such a load, so the planner knows the tables' sizes.
 */
export function conversationStatements({ investorEmail, adminEmail }) {
  const investor = literal(investorEmail);
  const admin = literal(adminEmail);
  const counter = literal(COUNT_EMAIL);
  const total = CONVERSATION_MESSAGES;
  return [
    `insert into order_messages (order_id, author_id, author_role, text, created_at)
      select o.id,
        case when n % 2 = 0 then o.investor_id else a.id end,
        case when n % 2 = 0 then 'INVESTOR' else 'ADMIN' end,
        'Wiadomość ' || n || ': ' || repeat('ustalenia w sprawie spotkań z klientami; ', 1 + n % 5),
        now() - make_interval(mins => ${total} - n)
      from orders o
      join users u on u.id = o.investor_id and u.email = ${investor}
      cross join users a
      cross join generate_series(1, ${total}) as n
      where o.investor_order_number = 1 and a.email = ${admin}
      order by n`,
    `insert into order_message_attachments
        (message_id, order_id, storage_key, file_name, content_type, byte_size)
      select m.id, m.order_id, 'bench-attachment-' || m.id, 'oferta-' || m.id || '.pdf',
        'application/pdf', 120000
      from order_messages m
      join orders o on o.id = m.order_id and o.investor_order_number = 1
      join users u on u.id = o.investor_id and u.email = ${investor}
      where m.id % 10 = 0`,
    ...[
      [investor, 10],
      [admin, 0],
    ].map(
      ([reader, unread]) =>
        `insert into order_conversation_reads (order_id, user_id, last_read_message_id, read_at)
      select o.id, who.id,
        (select id from order_messages where order_id = o.id order by id desc offset ${unread} limit 1),
        now()
      from orders o
      join users u on u.id = o.investor_id and u.email = ${investor}
      cross join users who
      where o.investor_order_number = 1 and who.email = ${reader}`,
    ),
    `insert into orders (investor_id, investor_order_number)
      select u.id, n from users u cross join generate_series(2, ${COUNT_CONVERSATIONS}) as n
      where u.email = ${counter}`,
    `insert into order_messages (order_id, author_id, author_role, text, created_at)
      select o.id, a.id, 'ADMIN', 'Pytanie ' || n || ' do zlecenia nr ' || o.investor_order_number,
        now() - make_interval(hours => o.investor_order_number, mins => ${MESSAGES_EACH} - n)
      from orders o
      join users u on u.id = o.investor_id and u.email = ${counter}
      cross join users a
      cross join generate_series(1, ${MESSAGES_EACH}) as n
      where a.email = ${admin}
      order by n, o.id`,
    `insert into order_conversation_reads (order_id, user_id, last_read_message_id, read_at)
      select o.id, u.id,
        (select id from order_messages where order_id = o.id order by id offset ${READ_EACH - 1} limit 1),
        now()
      from orders o join users u on u.id = o.investor_id and u.email = ${counter}`,
    'analyze orders, order_messages, order_message_attachments, order_conversation_reads',
  ];
}

/** How many messages the count user has unread (what its scenario must answer). */
export const EXPECTED_UNREAD = COUNT_CONVERSATIONS * (MESSAGES_EACH - READ_EACH);

/**
 * The scenarios, each checked once first: the thread's newest page as its investor, and the
 * count user's total. `target` marks the rows issue 26's targets read.
 */
export async function conversationScenarios(api, { investor, countUser }) {
  const me = await api.send({ method: 'GET', path: '/investor/me', token: investor.token });
  const orderId = me.orders[0].id;
  const page = { method: 'GET', path: `/orders/${orderId}/messages`, token: investor.token };
  const first = await api.send(page);
  if (first.items.length !== 50 || !first.hasMore) {
    throw new Error(`the thread's first page has ${first.items.length} messages`);
  }
  const count = { method: 'GET', path: '/conversations/unread-count', token: countUser.token };
  const unread = await api.send(count);
  if (unread.count !== EXPECTED_UNREAD) {
    throw new Error(`the unread count is ${unread.count}, not ${EXPECTED_UNREAD}`);
  }
  return [
    {
      name: `GET /api/orders/{id}/messages (the newest 50 of ${CONVERSATION_MESSAGES.toLocaleString('en')})`,
      target: 'conversation-page',
      request: () => page,
    },
    {
      name: `GET /api/conversations/unread-count (${COUNT_CONVERSATIONS} conversations)`,
      target: 'unread-count',
      request: () => count,
    },
  ];
}
