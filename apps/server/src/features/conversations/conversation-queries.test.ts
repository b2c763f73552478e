import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderMessages } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { bearer, type CreatedUser, createUser } from '../../testing/factories.ts';
import { type QueryLog, recordQueries } from '../../testing/query-log.ts';
import { conversationOrder } from './conversation-arrange.ts';

/*
 * The statements behind the screens read most (issue 26, Performance): a page of a thread is the
 * access check (which carries both read marks) and one range scan; the unread total is one
 * statement and the list two, whatever the number of conversations (no query per order).
 */

let app: FastifyInstance;
let log: QueryLog;
let freelancer: CreatedUser;
const orderIds: number[] = [];

beforeAll(async () => {
  log = recordQueries();
  app = await buildTestApp({}, { onQuery: log.onQuery });
  const investor = await createUser(app, { role: 'INVESTOR' });
  freelancer = await createUser(app, { role: 'FREELANCER', isOnboardingPassed: true });
  for (let i = 0; i < 12; i++) {
    const order = await conversationOrder(app, {
      investorId: investor.user.id,
      guardianId: null,
      freelancerIds: [freelancer.user.id],
    });
    orderIds.push(order.id);
    await app.db.insert(orderMessages).values(
      Array.from({ length: 60 }, (_, j) => ({
        orderId: order.id,
        authorId: investor.user.id,
        authorRole: 'INVESTOR' as const,
        text: `Zlecenie ${i}, wiadomość ${j}`,
      })),
    );
  }
});
afterAll(() => app?.close());

async function statementsOf(url: string) {
  const { result, statements } = await log.during(() =>
    app.inject({ method: 'GET', url, headers: bearer(freelancer.token) }),
  );
  expect(result.statusCode, result.body).toBe(200);
  // The first is the auth hook's lookup of the session's user, not the endpoint's.
  expect(statements[0]).toMatch(/from "users"/);
  return statements.slice(1);
}

it('reads a page of a thread in the access check and one range scan', async () => {
  const statements = await statementsOf(`/api/orders/${orderIds[0]}/messages`);
  expect(statements).toHaveLength(2);
  // Ordered by both columns of the (order_id, id) index, so PostgreSQL walks that one.
  expect(statements[1]).toMatch(
    /order by "order_messages"."order_id" desc, "order_messages"."id" desc limit/,
  );
});

it('counts the unread messages of all conversations in one statement', async () => {
  expect(await statementsOf('/api/conversations/unread-count')).toHaveLength(1);
});

it('lists the conversations in two statements, however many there are', async () => {
  const statements = await statementsOf('/api/conversations');
  expect(statements).toHaveLength(2);
});
