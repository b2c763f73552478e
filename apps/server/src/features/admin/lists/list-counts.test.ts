import type {
  FreelancerPage,
  InvestorPage,
  OrderQueuePage,
  OrderStatus,
  Stats,
} from '@handlowo/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailDomainCounts, listCounts, orders, users } from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { createUser, uniqueEmail } from '../../../testing/factories.ts';
import { getOk } from '../../../testing/requests.ts';
import { setOrder } from '../../orders/activities/order-arrange.ts';
import { createOrder } from '../../orders/order.repository.ts';

/*
 * The trigger-kept counters (migrations 0018, 0020 and 0021, ADR 009) against real counts: after
 * inserts, deletes, role, e-mail and temporary-flag changes, status changes, a detached order,
 * parallel registrations, a temporary investor's orders through its registration and deletion,
 * and a fold; and `users.has_active_order` against the orders, also when two transactions end one
 * investor's two ACTIVE orders at once. Passes on PGlite and PostgreSQL.
 */

let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  app = await buildTestApp();
  admin = (await createUser(app, { role: 'ADMIN' })).token;
});
afterAll(() => app.close());

/** The rows of a raw query: both drivers answer `{ rows }`. */
const rowsOf = async <Row>(query: SQL): Promise<Row[]> =>
  ((await app.db.execute(query)) as { rows: Row[] }).rows;

let ipCounter = 0;
/** Registrations are limited per client address: a new one each. */
const nextIp = () => `10.29.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

const register = (role: 'freelancer' | 'investor') =>
  app.inject({
    method: 'POST',
    url: `/api/auth/register/${role}`,
    remoteAddress: nextIp(),
    payload: {
      firstName: 'Jan',
      lastName: 'Kowalski',
      email: uniqueEmail(`count-${role}`),
      password: 'Haslo123!',
      passwordConfirmation: 'Haslo123!',
      terms: true,
    },
  });

/** What each counter holds next to what a COUNT(*) of its rows says; equal when kept right. */
async function counterMismatches() {
  const rows = await rowsOf<{ name: string; kept: string; real: string }>(sql`
    with kept as (
      select ${listCounts.name} as name, sum(${listCounts.value}) as value
      from ${listCounts} group by 1),
    real as (
      select 'users.' || role || case when is_mock then '.temporary' else '' end as name,
        count(*) as value from ${users} group by 1
      union all
      select 'orders.' || status || case when investor_id is null then '.detached' else '' end,
        count(*) from ${orders} group by 1
      union all
      select 'orders.' || o.status || '.temporary', count(*)
        from ${orders} o join ${users} u on u.id = o.investor_id where u.is_mock group by 1)
    select coalesce(kept.name, real.name) as name, coalesce(kept.value, 0)::text as kept,
      coalesce(real.value, 0)::text as real
    from kept full join real on real.name = kept.name
    where coalesce(kept.value, 0) <> coalesce(real.value, 0)`);
  return rows;
}

/** The freelancers per mail domain (migration 0021) next to a COUNT(*) of them. */
async function domainCounterMismatches() {
  return rowsOf<{ domain: string; kept: string; real: string }>(sql`
    with kept as (
      select ${emailDomainCounts.domain} as domain, sum(${emailDomainCounts.value}) as value
      from ${emailDomainCounts} group by 1),
    real as (
      select email_domain as domain, count(*) as value from ${users}
      where role = 'FREELANCER' group by 1)
    select coalesce(kept.domain, real.domain) as domain, coalesce(kept.value, 0)::text as kept,
      coalesce(real.value, 0)::text as real
    from kept full join real on real.domain = kept.domain
    where coalesce(kept.value, 0) <> coalesce(real.value, 0)`);
}

/** The total of a search for a whole mail domain, as the API answers it. */
const domainSearchTotal = async (domain: string) =>
  (
    await getOk<FreelancerPage>(
      app,
      `/api/admin-panel/freelancers/search/${encodeURIComponent(`@${domain}`)}`,
      admin,
    )
  ).totalElements;

/** Users whose `has_active_order` disagrees with their orders. */
async function activeFlagMismatches() {
  const rows = await rowsOf<{ id: number }>(sql`
    select id from ${users}
    where has_active_order <> exists (
      select 1 from ${orders} where investor_id = ${users.id} and status = 'ACTIVE')`);
  return rows;
}

/** The totals the API answers next to real counts of the same rows. */
async function expectApiTotalsReal() {
  const rows = await rowsOf<Record<string, string>>(sql`
    select
      (select count(*) from users where role = 'FREELANCER') as freelancers,
      (select count(*) from users where role = 'INVESTOR' and not is_mock) as investors,
      (select count(*) from orders o
        where o.investor_id is null or o.investor_id not in (select id from users where is_mock))
        as "allOrders",
      (select json_object_agg(status, n) from (
        select status, count(*) as n from orders
        where investor_id is not null and investor_id not in (select id from users where is_mock)
        group by status) s) as queue`);
  const real = rows[0];
  if (!real) throw new Error('no counts');
  const stats = await getOk<Stats>(app, '/api/admin-panel/stats', admin);
  expect(stats).toEqual({
    orderCount: Number(real.allOrders),
    investorCount: Number(real.investors),
    freelancerCount: Number(real.freelancers),
  });
  const investorPage = await getOk<InvestorPage>(app, '/api/admin-panel/investors', admin);
  expect(investorPage.totalElements).toBe(Number(real.investors));
  const freelancerPage = await getOk<InvestorPage>(app, '/api/admin-panel/freelancers', admin);
  expect(freelancerPage.totalElements).toBe(Number(real.freelancers));
  const queue = await getOk<OrderQueuePage>(app, '/api/admin-panel/orders', admin);
  const byStatus = (real.queue ?? {}) as unknown as Partial<Record<OrderStatus, number>>;
  for (const [status, n] of Object.entries(queue.statusCounts)) {
    expect(n, status).toBe(Number(byStatus[status as OrderStatus] ?? 0));
  }
}

async function expectAllExact() {
  expect(await counterMismatches()).toEqual([]);
  expect(await domainCounterMismatches()).toEqual([]);
  expect(await activeFlagMismatches()).toEqual([]);
  await expectApiTotalsReal();
}

describe('the list counters (migration 0018)', () => {
  it('the checks fail on a counter that drifted', async () => {
    // A stray change row: the comparison must see it, or the tests below prove nothing.
    const [stray] = await app.db
      .insert(listCounts)
      .values({ name: 'users.FREELANCER', value: 1 })
      .returning();
    expect(await counterMismatches()).toEqual([
      expect.objectContaining({ name: 'users.FREELANCER' }),
    ]);
    await expect(expectApiTotalsReal()).rejects.toThrow();
    await app.db.delete(listCounts).where(eq(listCounts.id, stray?.id ?? 0));
    await expectAllExact();

    const [strayDomain] = await app.db
      .insert(emailDomainCounts)
      .values({ domain: 'test.handlowo.local', value: 1 })
      .returning();
    expect(await domainCounterMismatches()).toEqual([
      expect.objectContaining({ domain: 'test.handlowo.local' }),
    ]);
    await app.db.delete(emailDomainCounts).where(eq(emailDomainCounts.id, strayDomain?.id ?? 0));
    await expectAllExact();
  });

  it('stay exact through creating, changing and deleting users and orders', async () => {
    const investor = await createUser(app, { role: 'INVESTOR' });
    const other = await createUser(app, { role: 'INVESTOR' });
    const freelancer = await createUser(app, { role: 'FREELANCER' });
    const second = await createOrder(app.db, investor.user.id);
    const third = await createOrder(app.db, investor.user.id);
    await setOrder(app, second.id, { status: 'ACTIVE' });
    await setOrder(app, third.id, { status: 'VERYFICATION' });
    await expectAllExact();

    // A new mail domain, then another, which the domain search's total follows.
    const domain = `licznik-${Date.now().toString(36)}.pl`;
    await app.db
      .update(users)
      .set({ email: `ania@${domain.toUpperCase()}` })
      .where(eq(users.id, freelancer.user.id));
    await expectAllExact();
    expect(await domainSearchTotal(domain)).toBe(1);
    await app.db
      .update(users)
      .set({ email: `ania@inna-${domain}` })
      .where(eq(users.id, freelancer.user.id));
    await expectAllExact();
    expect(await domainSearchTotal(domain)).toBe(0);
    expect(await domainSearchTotal(`inna-${domain}`)).toBe(1);

    // A temporary investor and back; a role change; a status change that ends the ACTIVE one.
    await app.db.update(users).set({ isMock: true }).where(eq(users.id, other.user.id));
    await app.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, freelancer.user.id));
    await setOrder(app, second.id, { status: 'REALIZED' });
    await expectAllExact();
    await app.db.update(users).set({ isMock: false }).where(eq(users.id, other.user.id));
    await setOrder(app, third.id, { status: 'ACTIVE' });
    await expectAllExact();

    // A detached realised order (an account deletion's), then the investor and its orders go.
    await app.db.update(orders).set({ investorId: null }).where(eq(orders.id, second.id));
    await expectAllExact();
    await app.db.delete(users).where(eq(users.id, investor.user.id));
    await app.db.delete(orders).where(eq(orders.id, second.id));
    await expectAllExact();

    // Several rows in one statement each way.
    const many = Array.from({ length: 5 }, () => ({
      email: uniqueEmail('bulk'),
      role: 'FREELANCER' as const,
    }));
    const inserted = await app.db.insert(users).values(many).returning({ id: users.id });
    await app.db
      .update(users)
      .set({ role: 'INVESTOR' })
      .where(
        sql`${users.id} in (${sql.join(
          inserted.slice(0, 2).map((row) => sql`${row.id}`),
          sql`, `,
        )})`,
      );
    await expectAllExact();
    await app.db.delete(users).where(sql`${users.email} like 'bulk-%'`);
    await expectAllExact();
  });

  it("keep a temporary investor's orders apart through status changes, registration and deletion", async () => {
    const temporary = await createUser(app, { role: 'INVESTOR' });
    await app.db.update(users).set({ isMock: true }).where(eq(users.id, temporary.user.id));
    const before = await getOk<Stats>(app, '/api/admin-panel/stats', admin);
    const [first, second] = await app.db
      .insert(orders)
      .values([
        { investorId: temporary.user.id, investorOrderNumber: 901 },
        { investorId: temporary.user.id, investorOrderNumber: 902 },
      ])
      .returning({ id: orders.id });
    await setOrder(app, first?.id ?? 0, { status: 'ACTIVE' });
    await expectAllExact();
    // The panel does not count them.
    expect(await getOk<Stats>(app, '/api/admin-panel/stats', admin)).toEqual(before);

    // Registered: its orders count now, each in its status.
    await app.db.update(users).set({ isMock: false }).where(eq(users.id, temporary.user.id));
    await expectAllExact();
    const registered = await getOk<Stats>(app, '/api/admin-panel/stats', admin);
    expect(registered.orderCount).toBeGreaterThan(before.orderCount + 1);

    // Temporary again, an order moved to another investor, one deleted, then the account.
    await app.db.update(users).set({ isMock: true }).where(eq(users.id, temporary.user.id));
    const other = await createUser(app, { role: 'INVESTOR' });
    await app.db
      .update(orders)
      .set({ investorId: other.user.id, investorOrderNumber: 903 })
      .where(eq(orders.id, second?.id ?? 0));
    await expectAllExact();
    await app.db.delete(orders).where(eq(orders.id, second?.id ?? 0));
    await app.db.delete(users).where(eq(users.id, temporary.user.id));
    await expectAllExact();
  });

  it("count a temporary investor's order exactly when it registers at the same moment", async () => {
    for (let round = 0; round < 4; round++) {
      const temporary = await createUser(app, { role: 'INVESTOR' });
      await app.db.update(users).set({ isMock: true }).where(eq(users.id, temporary.user.id));
      // Each side holds its change a moment, so on PostgreSQL they overlap (PGlite runs them in
      // turn); the order goes first in even rounds, the registration in odd ones.
      const order = () =>
        app.db.transaction(async (tx) => {
          if (round % 2 === 1) await tx.execute(sql`select pg_sleep(0.05)`);
          await tx
            .insert(orders)
            .values({ investorId: temporary.user.id, investorOrderNumber: 950 });
          await tx.execute(sql`select pg_sleep(0.1)`);
        });
      const registration = () =>
        app.db.transaction(async (tx) => {
          if (round % 2 === 0) await tx.execute(sql`select pg_sleep(0.05)`);
          await tx.update(users).set({ isMock: false }).where(eq(users.id, temporary.user.id));
          await tx.execute(sql`select pg_sleep(0.1)`);
        });
      await Promise.all([order(), registration()]);
      await expectAllExact();
    }
  });

  it('count parallel registrations exactly', async () => {
    const before = await getOk<Stats>(app, '/api/admin-panel/stats', admin);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => register(i % 2 === 0 ? 'freelancer' : 'investor')),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 201));
    expect(await getOk<Stats>(app, '/api/admin-panel/stats', admin)).toEqual({
      orderCount: before.orderCount + 8,
      investorCount: before.investorCount + 8,
      freelancerCount: before.freelancerCount + 8,
    });
    await expectAllExact();
  });

  it('keep has_active_order when two transactions end an investor’s two ACTIVE orders at once', async () => {
    const investor = await createUser(app, { role: 'INVESTOR' });
    const first = await createOrder(app.db, investor.user.id, {});
    const second = await createOrder(app.db, investor.user.id, {});
    await setOrder(app, first.id, { status: 'ACTIVE' });
    await setOrder(app, second.id, { status: 'ACTIVE' });
    const flag = async () =>
      (
        await app.db
          .select({ value: users.hasActiveOrder })
          .from(users)
          .where(eq(users.id, investor.user.id))
      )[0]?.value;
    expect(await flag()).toBe(true);
    // Each transaction holds its order's change a moment, so on PostgreSQL both run at once
    // (PGlite runs them one after the other); each alone would see the other order ACTIVE.
    const end = (orderId: number) =>
      app.db.transaction(async (tx) => {
        await tx.update(orders).set({ status: 'REALIZED' }).where(eq(orders.id, orderId));
        await tx.execute(sql`select pg_sleep(0.1)`);
      });
    await Promise.all([end(first.id), end(second.id)]);
    expect(await flag()).toBe(false);
    await expectAllExact();
  });

  it('fold their change rows into one per counter without changing a total', async () => {
    // Each single-row insert and delete appends a change row to both tables: 270 each, so both
    // cross a multiple of 256, where the writer folds.
    for (let i = 0; i < 180; i++) {
      const [row] = await app.db
        .insert(users)
        .values({ email: uniqueEmail('fold'), role: 'FREELANCER' })
        .returning({ id: users.id });
      if (i % 2 === 0) await app.db.delete(users).where(eq(users.id, row?.id ?? 0));
    }
    // After the last fold a table holds one row per counter plus what came after that multiple.
    for (const [table, key] of [
      [listCounts, listCounts.name],
      [emailDomainCounts, emailDomainCounts.domain],
    ] as const) {
      const [state] = await rowsOf<{ rows: string; keys: string; last: string }>(
        sql`select count(*) as rows, count(distinct ${key}) as keys, max(id) as last from ${table}`,
      );
      const last = Number(state?.last);
      expect(last).toBeGreaterThanOrEqual(256);
      expect(Number(state?.rows)).toBeLessThanOrEqual(Number(state?.keys) + (last % 256));
    }
    await expectAllExact();
  });
});
