import {
  ORDER_QUEUE_SORT_KEYS,
  type OrderQueueItem,
  type OrderQueuePage,
  type OrderStatus,
  orderQueueMessages,
  pagingMessages,
} from '@handlowo/contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type OrderRow,
  orderActivities,
  orders,
  pipelineMainTasks,
  users,
} from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { bearer, createUser, uniqueEmail } from '../../../testing/factories.ts';
import { recordQueries } from '../../../testing/query-log.ts';
import { expectError, getOk } from '../../../testing/requests.ts';
import { withPage } from '../lists/list-testing.ts';

let app: FastifyInstance;
const queries = recordQueries();
let me: { id: number; token: string };
let other: { id: number };
let freelancerId: number;
let taskIds: number[];

beforeAll(async () => {
  app = await buildTestApp({}, { onQuery: queries.onQuery });
  const admin = await createUser(app, { role: 'ADMIN' });
  me = { id: admin.user.id, token: admin.token };
  other = { id: (await createUser(app, { role: 'ADMIN' })).user.id };
  freelancerId = (await createUser(app, { role: 'FREELANCER' })).user.id;
  const tasks = await app.db
    .select({ id: pipelineMainTasks.id })
    .from(pipelineMainTasks)
    .where(eq(pipelineMainTasks.pipelineId, 1))
    .orderBy(asc(pipelineMainTasks.position));
  taskIds = tasks.map((task) => task.id);
});
afterAll(() => app.close());

const BASE = '/api/admin-panel/orders';
const list = (query = '') => getOk<OrderQueuePage>(app, `${BASE}${query}`, me.token);
const ids = (page: { content: OrderQueueItem[] }) => page.content.map((row) => row.id);

/**
 * Every page at `size` and one past the end: the same totals and counters on each, full pages but
 * the last; the rows in the order read.
 */
async function walkPages(url: string, size: number): Promise<OrderQueueItem[]> {
  const first = await getOk<OrderQueuePage>(app, withPage(url, 0, size), me.token);
  const { totalElements, totalPages, statusCounts } = first;
  expect(totalPages).toBe(Math.ceil(totalElements / size));
  const rows = [...first.content];
  for (let page = 1; page <= totalPages; page++) {
    const next = await getOk<OrderQueuePage>(app, withPage(url, page, size), me.token);
    expect(next).toMatchObject({ totalElements, totalPages, statusCounts, page, size });
    const expected = page < totalPages ? Math.min(size, totalElements - page * size) : 0;
    expect(next.content).toHaveLength(expected);
    rows.push(...next.content);
  }
  expect(rows).toHaveLength(totalElements);
  expect(new Set(rows.map((row) => row.id)).size).toBe(totalElements);
  return rows;
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

interface OrderFixture {
  status: OrderStatus;
  /** Days in the status. */
  waiting: number;
  guardian?: 'me' | 'other';
  /** Service offer states; null: a service with no freelancer. */
  services?: ('OFFERED' | 'ACCEPTED' | null)[];
  repeatOf?: number;
}

/** An investor with the given orders straight into the database (numbered 1, 2, …). */
async function insertInvestor(company: string | null, fixtures: OrderFixture[], isMock = false) {
  const [user] = await app.db
    .insert(users)
    .values({
      email: uniqueEmail('queue'),
      firstName: 'Anna',
      lastName: 'Nowak',
      company,
      role: 'INVESTOR',
      isMock,
    })
    .returning();
  if (!user) throw new Error('no user');
  const rows: OrderRow[] = [];
  for (const [i, fixture] of fixtures.entries()) {
    const [order] = await app.db
      .insert(orders)
      .values({
        investorId: user.id,
        investorOrderNumber: i + 1,
        status: fixture.status,
        statusChangedAt: daysAgo(fixture.waiting),
        createdAt: daysAgo(fixture.waiting + 1),
        adminId: fixture.guardian === 'me' ? me.id : fixture.guardian === 'other' ? other.id : null,
        pipelineId: fixture.services ? 1 : null,
        repeatOfOrderId:
          fixture.repeatOf === undefined ? null : (rows[fixture.repeatOf]?.id ?? null),
      })
      .returning();
    if (!order) throw new Error('no order');
    rows.push(order);
    const services = fixture.services ?? [];
    if (services.length > 0) {
      await app.db.insert(orderActivities).values(
        services.map((state, n) => ({
          orderId: order.id,
          pipelineMainTaskId: taskIds[n] as number,
          amount: 10,
          period: 1,
          startDate: '2027-01-04',
          description: 'Opis',
          freelancerId: state === null ? null : freelancerId,
          offerState: state,
        })),
      );
    }
  }
  return { user, orders: rows };
}

let acme: Awaited<ReturnType<typeof insertInvestor>>;
let lodz: Awaited<ReturnType<typeof insertInvestor>>;
let nameless: Awaited<ReturnType<typeof insertInvestor>>;
/** Every real order, oldest waiting first. */
let expected: { id: number; status: OrderStatus; waiting: number }[];

beforeAll(async () => {
  // The factories' admins and freelancer have no orders; the template has no investor.
  acme = await insertInvestor('Acme Handel', [
    { status: 'REALIZED', waiting: 40, services: ['ACCEPTED'] },
    { status: 'NEW', waiting: 5, repeatOf: 0, services: [null] },
    { status: 'VERYFICATION', waiting: 1, guardian: 'me', services: ['OFFERED', 'ACCEPTED'] },
  ]);
  lodz = await insertInvestor('Łódź Sprzedaż', [
    { status: 'VERYFICATION', waiting: 4, guardian: 'other', services: ['OFFERED', null] },
    { status: 'ACTIVE', waiting: 10, guardian: 'me', services: ['ACCEPTED'] },
  ]);
  nameless = await insertInvestor(null, [
    { status: 'NEW', waiting: 2 },
    { status: 'NEW', waiting: 2 },
  ]);
  // Not in the queue: a temporary investor's order and a deleted account's realised order.
  await insertInvestor('Tymczasowa', [{ status: 'NEW', waiting: 50 }], true);
  await app.db.insert(orders).values({
    investorId: null,
    investorOrderNumber: 1,
    status: 'REALIZED',
    statusChangedAt: daysAgo(60),
  });

  const all = [
    ...acme.orders.map((o, i) => ({ o, waiting: [40, 5, 1][i] as number })),
    ...lodz.orders.map((o, i) => ({ o, waiting: [4, 10][i] as number })),
    ...nameless.orders.map((o) => ({ o, waiting: 2 })),
  ];
  expected = all
    .map(({ o, waiting }) => ({ id: o.id, status: o.status, waiting }))
    .sort((a, b) => b.waiting - a.waiting || a.id - b.id);
});

describe('the order queue', () => {
  it('lists every real investor’s order, oldest waiting first, with the tabs’ counters', async () => {
    const page = await list('?size=50');
    expect(ids(page)).toEqual(expected.map((o) => o.id));
    expect(page).toMatchObject({ totalElements: 7, totalPages: 1, page: 0, size: 50 });
    expect(page.statusCounts).toEqual({ NEW: 3, VERYFICATION: 2, ACTIVE: 1, REALIZED: 1 });
  });

  it('describes each order', async () => {
    const page = await list('?size=50');
    const repeat = page.content.find((row) => row.id === acme.orders[1]?.id);
    expect(repeat).toEqual({
      id: acme.orders[1]?.id,
      investorOrderNumber: 2,
      orderStatus: 'NEW',
      investor: { id: acme.user.id, company: 'Acme Handel', firstName: 'Anna', lastName: 'Nowak' },
      pipeline: { id: 1, name: expect.any(String) },
      servicesCount: 1,
      assignedCount: 0,
      awaitingAnswerCount: 0,
      guardian: null,
      waitingSince: acme.orders[1]?.statusChangedAt.toISOString(),
      createdAt: acme.orders[1]?.createdAt.toISOString(),
      repeatOfOrderNumber: 1,
    });
    const guarded = page.content.find((row) => row.id === acme.orders[2]?.id);
    expect(guarded).toMatchObject({
      servicesCount: 2,
      assignedCount: 2,
      awaitingAnswerCount: 1,
      guardian: { id: me.id, firstName: 'Jan', lastName: 'Kowalski' },
      repeatOfOrderNumber: null,
    });
    const bare = page.content.find((row) => row.id === nameless.orders[0]?.id);
    expect(bare).toMatchObject({
      investor: { company: null },
      pipeline: null,
      servicesCount: 0,
    });
  });

  it('walks every order exactly once across pages, in both sorts', async () => {
    const walked = await walkPages(BASE, 3);
    expect(walked.map((row) => row.id)).toEqual(expected.map((o) => o.id));
    const unguarded = await walkPages(`${BASE}?guardian=none`, 3);
    expect(unguarded.map((row) => row.id)).toEqual(
      [acme.orders[0], acme.orders[1], nameless.orders[0], nameless.orders[1]].map((o) => o?.id),
    );
    const byCreated = await walkPages(`${BASE}?sort=createdAt,desc`, 5);
    const createdOrder = [...byCreated].sort(
      (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
    );
    expect(byCreated.map((row) => row.id)).toEqual(createdOrder.map((row) => row.id));
    expect(new Set(byCreated.map((row) => row.id)).size).toBe(7);
    const newestWaiting = await list('?size=50&sort=waitingSince,desc');
    expect(ids(newestWaiting)).toEqual(expected.map((o) => o.id).reverse());
  });

  it('shows one tab; its counters stay those of every status', async () => {
    const page = await list('?status=NEW');
    expect(ids(page)).toEqual(expected.filter((o) => o.status === 'NEW').map((o) => o.id));
    expect(page.totalElements).toBe(3);
    expect(page.statusCounts).toEqual({ NEW: 3, VERYFICATION: 2, ACTIVE: 1, REALIZED: 1 });
  });

  it('filters by guardian: mine, none, or an admin’s id', async () => {
    const mine = await list('?guardian=me');
    expect(ids(mine)).toEqual([lodz.orders[1]?.id, acme.orders[2]?.id]);
    expect(mine.statusCounts).toEqual({ NEW: 0, VERYFICATION: 1, ACTIVE: 1, REALIZED: 0 });
    const none = await list('?guardian=none&size=50');
    expect(none.totalElements).toBe(4);
    expect(none.content.every((row) => row.guardian === null)).toBe(true);
    const theirs = await list(`?guardian=${other.id}`);
    expect(ids(theirs)).toEqual([lodz.orders[0]?.id]);
    const nobody = await list('?guardian=2147483647');
    expect(nobody.totalElements).toBe(0);
  });

  it('filters the orders waiting for a freelancer’s answer, and the others', async () => {
    const waiting = await list('?awaitingAnswer=true');
    expect(ids(waiting)).toEqual([lodz.orders[0]?.id, acme.orders[2]?.id]);
    expect(waiting.statusCounts).toEqual({ NEW: 0, VERYFICATION: 2, ACTIVE: 0, REALIZED: 0 });
    const rest = await list('?awaitingAnswer=false&size=50');
    expect(rest.totalElements).toBe(5);
  });

  it('filters the orders in their status for more than N days', async () => {
    const stale = await list('?olderThanDays=3&size=50');
    expect(ids(stale)).toEqual(expected.filter((o) => o.waiting > 3).map((o) => o.id));
    const combined = await list(`?olderThanDays=3&status=VERYFICATION&guardian=${other.id}`);
    expect(ids(combined)).toEqual([lodz.orders[0]?.id]);
  });

  it('searches by company (Polish letters fold) and by order number', async () => {
    const company = await list(`?q=${encodeURIComponent('łódź')}`);
    expect(ids(company)).toEqual([lodz.orders[1]?.id, lodz.orders[0]?.id]);
    const upper = await list(`?q=${encodeURIComponent('  SPRZEDAŻ ')}`);
    expect(ids(upper)).toEqual(ids(company));
    for (const q of ['2', '#2', 'nr 2', 'Nr. 2']) {
      const byNumber = await list(`?q=${encodeURIComponent(q)}&size=50`);
      expect(byNumber.content.map((row) => row.investorOrderNumber)).toEqual([2, 2, 2]);
    }
    const blank = await list('?q=%20%20&size=50');
    expect(blank.totalElements).toBe(7);
    const literal = await list(`?q=${encodeURIComponent('100%')}`);
    expect(literal.totalElements).toBe(0);
  });

  it('moves an order to the end of its new tab when its status changes (the trigger)', async () => {
    const target = nameless.orders[0];
    if (!target) throw new Error('fixture');
    await app.db.update(orders).set({ status: 'VERYFICATION' }).where(eq(orders.id, target.id));
    try {
      const tab = await list('?status=VERYFICATION');
      expect(ids(tab).at(-1)).toBe(target.id);
      const row = tab.content.at(-1);
      expect(Date.now() - Date.parse(row?.waitingSince ?? '')).toBeLessThan(60_000);
    } finally {
      // Two writes: the trigger stamps now() on the status change itself.
      await app.db.update(orders).set({ status: 'NEW' }).where(eq(orders.id, target.id));
      await app.db
        .update(orders)
        .set({ statusChangedAt: target.statusChangedAt })
        .where(eq(orders.id, target.id));
    }
  });

  it('answers a page in two statements after the auth lookup', async () => {
    const small = await queries.during(() => list('?size=3'));
    const filtered = await queries.during(() =>
      list(`?size=50&guardian=me&awaitingAnswer=true&olderThanDays=1&q=acme`),
    );
    expect(small.statements).toHaveLength(3);
    expect(filtered.statements).toHaveLength(3);
    const past = await list('?page=9&size=5');
    expect(past).toMatchObject({ content: [], totalElements: 7, totalPages: 2, page: 9 });
  });

  it.each([
    ['status=DONE', orderQueueMessages.status],
    ['guardian=somebody', orderQueueMessages.guardian],
    ['guardian=0', orderQueueMessages.guardian],
    ['guardian=99999999999', orderQueueMessages.guardian],
    ['awaitingAnswer=yes', orderQueueMessages.awaitingAnswer],
    ['olderThanDays=0', orderQueueMessages.olderThanDays],
    ['olderThanDays=366', orderQueueMessages.olderThanDays],
    ['olderThanDays=2.5', orderQueueMessages.olderThanDays],
    [`q=${'x'.repeat(101)}`, orderQueueMessages.q],
    ['size=7', pagingMessages.size],
    ['page=-1', pagingMessages.page],
    ['sort=company,asc', pagingMessages.sort(ORDER_QUEUE_SORT_KEYS)],
  ])('refuses %s with a Polish 400', async (query, message) => {
    const res = await app.inject({
      method: 'GET',
      url: `${BASE}?${query}`,
      headers: bearer(me.token),
    });
    expectError(res, 400, message);
  });
});
