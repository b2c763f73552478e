import {
  type AssignmentBrief,
  type AssignmentSummary,
  type OfferState,
  type OrderStatus,
  offerMessages,
  reviewCategory,
  type WorkspaceGuardianWithOrders,
  type WorkspaceProduct,
} from '@handlowo/contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyerPersons,
  companySizes,
  orderActivities,
  productBuyerPersons,
  productCompanySizes,
  products,
  reviewScores,
  reviews,
  subIndustries,
} from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { bearer, createUser } from '../../../testing/factories.ts';
import { recordQueries } from '../../../testing/query-log.ts';
import { expectError, expectPolish400, getOk } from '../../../testing/requests.ts';
import {
  addServiceRow,
  firstOrderOf,
  onboardedFreelancer,
  setOrder,
} from '../activities/order-arrange.ts';

let app: FastifyInstance;
const queries = recordQueries();
let guardianId: number;

beforeAll(async () => {
  app = await buildTestApp({}, { onQuery: queries.onQuery });
  guardianId = (
    await createUser(app, {
      role: 'ADMIN',
      firstName: 'Ewa',
      lastName: 'Opiekuńcza',
      phone: '+48 600 100 200',
    })
  ).user.id;
});
afterAll(() => app.close());

async function freelancer() {
  const user = await onboardedFreelancer(app);
  return { id: user.id, token: app.issueToken(user) };
}

/** An investor of `company` with its first order in `status`, looked after by the guardian. */
async function investorOrder(company: string, status: OrderStatus, adminId: number | null) {
  const investor = (await createUser(app, { role: 'INVESTOR', company })).user;
  const order = await firstOrderOf(app, investor.id);
  await setOrder(app, order.id, { status, pipelineId: 1, adminId });
  return { investorId: investor.id, orderId: order.id };
}

/** A service on the order with `freelancerId` and the offer state given. */
async function serviceOn(orderId: number, freelancerId: number | null, offerState: OfferState) {
  const row = await addServiceRow(app, orderId, freelancerId);
  await app.db
    .update(orderActivities)
    .set({ offerState, offeredAt: new Date('2026-11-20T10:00:00Z') })
    .where(eq(orderActivities.id, row.id));
  return row.id;
}

/** A product of the investor with one company size and one buyer persona. */
async function productOf(investorId: number, number: number, name: string) {
  const [sub] = await app.db.select().from(subIndustries).orderBy(asc(subIndustries.id)).limit(1);
  const [size] = await app.db.select().from(companySizes).limit(1);
  const [person] = await app.db.select().from(buyerPersons).limit(1);
  if (!sub || !size || !person) throw new Error('reference data missing');
  const [row] = await app.db
    .insert(products)
    .values({
      investorId,
      investorProductNumber: number,
      name,
      subIndustryId: sub.id,
      description: `Opis: ${name}`,
      country: 'POLAND',
    })
    .returning();
  if (!row) throw new Error('product insert returned no row');
  await app.db
    .insert(productCompanySizes)
    .values({ productId: row.id, companySize: size.name, position: 0 });
  await app.db
    .insert(productBuyerPersons)
    .values({ productId: row.id, buyerPersonId: person.id, position: 0 });
  return { id: row.id, subIndustry: sub.name, companySize: size.name, buyerPerson: person.name };
}

const list = (token: string, query = '') =>
  getOk<AssignmentSummary[]>(app, `/api/freelancer/me/assignments${query}`, token);
const brief = (token: string, id: number) =>
  app.inject({
    method: 'GET',
    url: `/api/freelancer/me/assignments/${id}`,
    headers: bearer(token),
  });

describe('GET /api/freelancer/me/assignments', () => {
  it('groups the caller’s services into offers, work in progress and finished work', async () => {
    const me = await freelancer();
    const other = await freelancer();
    const verifying = await investorOrder('Alfa sp. z o.o.', 'VERYFICATION', guardianId);
    const active = await investorOrder('Beta SA', 'ACTIVE', guardianId);
    const realized = await investorOrder('Gamma', 'REALIZED', guardianId);
    const offered = await serviceOn(verifying.orderId, me.id, 'OFFERED');
    const accepted = await serviceOn(active.orderId, me.id, 'ACCEPTED');
    const done = await serviceOn(realized.orderId, me.id, 'ACCEPTED');
    // Not the caller's: another freelancer's, and one the caller declined.
    await serviceOn(active.orderId, other.id, 'ACCEPTED');
    await serviceOn(verifying.orderId, me.id, 'DECLINED');

    const all = await list(me.token);
    expect(all.map((s) => [s.orderActivityId, s.group]).sort()).toEqual(
      [
        [offered, 'OFFERED'],
        [accepted, 'ACCEPTED'],
        [done, 'DONE'],
      ].sort(),
    );
    expect((await list(me.token, '?state=OFFERED')).map((s) => s.orderActivityId)).toEqual([
      offered,
    ]);
    expect((await list(me.token, '?state=ACCEPTED')).map((s) => s.orderActivityId)).toEqual([
      accepted,
    ]);
    expect((await list(me.token, '?state=DONE')).map((s) => s.orderActivityId)).toEqual([done]);

    const offer = all.find((s) => s.orderActivityId === offered);
    expect(offer).toMatchObject({
      amount: 20,
      period: 2,
      startDate: '2027-03-01',
      endDate: '2027-05-01',
      offerState: 'OFFERED',
      offeredAt: '2026-11-20T10:00:00.000Z',
      investorCompany: 'Alfa sp. z o.o.',
      order: { status: 'VERYFICATION', statusDescription: 'Weryfikacja', investorOrderNumber: 1 },
    });
    expect(offer?.name).toEqual(expect.any(String));
    expect(offer?.pipelineName).toEqual(expect.any(String));
  });

  it('refuses another state with a Polish 400', async () => {
    const me = await freelancer();
    expectPolish400(
      await app.inject({
        method: 'GET',
        url: '/api/freelancer/me/assignments?state=DECLINED',
        headers: bearer(me.token),
      }),
    );
  });

  it('reads any number of services in one statement', async () => {
    const me = await freelancer();
    const order = await investorOrder('Delta', 'ACTIVE', guardianId);
    await serviceOn(order.orderId, me.id, 'ACCEPTED');
    const one = await queries.during(() => list(me.token));
    for (const company of ['E1', 'E2', 'E3']) {
      const more = await investorOrder(company, 'VERYFICATION', guardianId);
      await serviceOn(more.orderId, me.id, 'OFFERED');
    }
    const four = await queries.during(() => list(me.token));
    expect(four.result).toHaveLength(4);
    expect(four.statements.length).toBe(one.statements.length);
    expect(four.statements.filter((s) => /order_activities/.test(s))).toHaveLength(1);
  });
});

describe('GET /api/freelancer/me/assignments/:orderActivityId', () => {
  it('answers the brief: service, dates, stage, investor, products, guardian', async () => {
    const me = await freelancer();
    const order = await investorOrder('Omega Software', 'VERYFICATION', guardianId);
    const product = await productOf(order.investorId, 1, 'CRM dla biur');
    const id = await serviceOn(order.orderId, me.id, 'OFFERED');

    const res = await brief(me.token, id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<AssignmentBrief>();
    expect(body).toMatchObject({
      orderActivityId: id,
      amount: 20,
      period: 2,
      startDate: '2027-03-01',
      endDate: '2027-05-01',
      description: 'Umawianie spotkań handlowych.',
      offerState: 'OFFERED',
      group: 'OFFERED',
      investor: { company: 'Omega Software' },
      guardian: {
        id: guardianId,
        firstName: 'Ewa',
        lastName: 'Opiekuńcza',
        phone: '+48 600 100 200',
        pictureData: null,
      },
      review: null,
    });
    expect(body.pipeline?.id).toBe(1);
    expect(body.guardian?.email).toContain('@');
    expect(body.products).toHaveLength(1);
    expect(body.products[0]).toMatchObject({
      id: product.id,
      name: 'CRM dla biur',
      description: 'Opis: CRM dla biur',
      subIndustry: { name: product.subIndustry },
      companySize: [{ name: product.companySize }],
      buyerPersons: [{ name: product.buyerPerson }],
      country: 'POLAND',
    });
  });

  it('adds the review of the service once the order is realised', async () => {
    const me = await freelancer();
    const order = await investorOrder('Sigma', 'REALIZED', null);
    const id = await serviceOn(order.orderId, me.id, 'ACCEPTED');
    const [review] = await app.db
      .insert(reviews)
      .values({
        freelancerId: me.id,
        authorFirstName: 'Anna',
        authorLastName: 'Nowak',
        orderActivityId: id,
        text: 'Świetna robota.',
        authorType: 'INVESTOR',
      })
      .returning();
    if (!review) throw new Error('no review');
    await app.db.insert(reviewScores).values(
      reviewCategory.keys.map((category) => ({
        reviewId: review.id,
        category,
        score: 4,
      })),
    );
    const body = (await brief(me.token, id)).json<AssignmentBrief>();
    expect(body.group).toBe('DONE');
    expect(body.guardian).toBeNull();
    expect(body.review).toMatchObject({
      id: review.id,
      text: 'Świetna robota.',
      authorFirstName: 'Anna',
      score: 4,
    });
  });

  it('answers 404 for a service that is not (or no longer) the caller’s', async () => {
    const me = await freelancer();
    const other = await freelancer();
    const order = await investorOrder('Kappa', 'VERYFICATION', guardianId);
    const others = await serviceOn(order.orderId, other.id, 'OFFERED');
    const declined = await serviceOn(order.orderId, me.id, 'DECLINED');
    const reassigned = await serviceOn(order.orderId, me.id, 'OFFERED');
    await app.db
      .update(orderActivities)
      .set({ freelancerId: other.id })
      .where(eq(orderActivities.id, reassigned));
    for (const id of [others, declined, reassigned, 2_000_000_000]) {
      expectError(await brief(me.token, id), 404, offerMessages.offerNotFound);
    }
    expect((await brief(other.token, others)).statusCode).toBe(200);
  });

  it('reads the brief in a fixed number of statements', async () => {
    const me = await freelancer();
    const order = await investorOrder('Lambda', 'ACTIVE', guardianId);
    const id = await serviceOn(order.orderId, me.id, 'ACCEPTED');
    await productOf(order.investorId, 1, 'P1');
    const one = await queries.during(() => brief(me.token, id));
    await productOf(order.investorId, 2, 'P2');
    await productOf(order.investorId, 3, 'P3');
    const three = await queries.during(() => brief(me.token, id));
    expect(three.result.json<AssignmentBrief>().products).toHaveLength(3);
    expect(three.statements.length).toBe(one.statements.length);
  });
});

describe('GET /api/freelancer/me/products', () => {
  it('lists the products of the caller’s investors, searchable, each linked to a service', async () => {
    const me = await freelancer();
    const mine = await investorOrder('Moja firma', 'ACTIVE', guardianId);
    const foreign = await investorOrder('Obca firma', 'ACTIVE', guardianId);
    const service = await serviceOn(mine.orderId, me.id, 'ACCEPTED');
    await productOf(mine.investorId, 1, 'Kasa fiskalna');
    await productOf(mine.investorId, 2, 'Terminal 100%');
    await productOf(foreign.investorId, 1, 'Kasa obca');

    const url = (search = '') =>
      `/api/freelancer/me/products${search ? `?search=${encodeURIComponent(search)}` : ''}`;
    const all = await getOk<WorkspaceProduct[]>(app, url(), me.token);
    expect(all.map((p) => p.name)).toEqual(['Kasa fiskalna', 'Terminal 100%']);
    expect(all.every((p) => p.orderActivityId === service)).toBe(true);
    expect(all[0]?.investorCompany).toBe('Moja firma');
    const found = await getOk<WorkspaceProduct[]>(app, url('KASA'), me.token);
    expect(found.map((p) => p.name)).toEqual(['Kasa fiskalna']);
    // `%` is a character to find, not a wildcard.
    const percent = await getOk<WorkspaceProduct[]>(app, url('0%'), me.token);
    expect(percent.map((p) => p.name)).toEqual(['Terminal 100%']);
    expect(await getOk<WorkspaceProduct[]>(app, url(), (await freelancer()).token)).toEqual([]);
  });

  it('refuses a search longer than 100 characters or with a NUL with a Polish 400', async () => {
    const me = await freelancer();
    expectPolish400(
      await app.inject({
        method: 'GET',
        url: `/api/freelancer/me/products?search=${'a'.repeat(101)}`,
        headers: bearer(me.token),
      }),
    );
    expectPolish400(
      await app.inject({
        method: 'GET',
        url: '/api/freelancer/me/products?search=a%00b',
        headers: bearer(me.token),
      }),
    );
  });
});

describe('GET /api/freelancer/me/guardians', () => {
  it('lists each guardian once with contact and the orders they look after', async () => {
    const me = await freelancer();
    const second = (
      await createUser(app, { role: 'ADMIN', firstName: 'Adam', lastName: 'Adamski' })
    ).user.id;
    const a = await investorOrder('Firma A', 'ACTIVE', guardianId);
    const b = await investorOrder('Firma B', 'VERYFICATION', guardianId);
    const c = await investorOrder('Firma C', 'ACTIVE', second);
    const noGuardian = await investorOrder('Firma D', 'ACTIVE', null);
    const sa = await serviceOn(a.orderId, me.id, 'ACCEPTED');
    const sb = await serviceOn(b.orderId, me.id, 'OFFERED');
    const sc = await serviceOn(c.orderId, me.id, 'ACCEPTED');
    await serviceOn(noGuardian.orderId, me.id, 'ACCEPTED');

    const run = await queries.during(() =>
      getOk<WorkspaceGuardianWithOrders[]>(app, '/api/freelancer/me/guardians', me.token),
    );
    // The session check is one statement of its own; the guardians are one more.
    expect(run.statements.filter((s) => /order_activities/.test(s))).toHaveLength(1);
    expect(run.statements).toHaveLength(2);
    const guardians = run.result;
    expect(guardians.map((g) => g.lastName)).toEqual(['Adamski', 'Opiekuńcza']);
    expect(guardians[0]?.orders).toEqual([
      expect.objectContaining({ orderActivityId: sc, investorCompany: 'Firma C' }),
    ]);
    expect(guardians[1]).toMatchObject({ phone: '+48 600 100 200', pictureData: null });
    expect(guardians[1]?.orders.map((o) => o.orderActivityId)).toEqual([sa, sb]);
  });
});

it('documents the workspace routes in OpenAPI as ours', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  type Operation = { summary?: string; description?: string };
  const paths = res.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
  for (const path of [
    '/api/freelancer/me/assignments',
    '/api/freelancer/me/assignments/{orderActivityId}',
    '/api/freelancer/me/products',
    '/api/freelancer/me/guardians',
  ]) {
    const get = paths[path]?.get;
    expect(get?.summary, path).toBeTruthy();
    expect(get?.description, path).toMatch(/Ours \(issue 25\)/);
  }
  expect(paths['/api/freelancer/me/assignments/{orderActivityId}']?.get?.description).toContain(
    offerMessages.offerNotFound,
  );
});
