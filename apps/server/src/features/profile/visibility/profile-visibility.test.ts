import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderActivities } from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { bearer, createUser } from '../../../testing/factories.ts';
import { insertOrderActivity } from '../../../testing/order-factories.ts';
import { recordQueries } from '../../../testing/query-log.ts';

/*
 * Issue 9: an investor reads the profile of a freelancer assigned to one of their services (D1 and
 * every by-id read), and of nobody else: 404 `User not found`, exactly as an unknown id.
 */

let app: FastifyInstance;
const queries = recordQueries();
let adminToken: string;

beforeAll(async () => {
  app = await buildTestApp({}, { onQuery: queries.onQuery });
  adminToken = (await createUser(app, { role: 'ADMIN' })).token;
});
afterAll(() => app.close());

/** Every by-id read of a freelancer's profile (API.md D). */
const reads = (id: number) => [
  `/freelancer/me/${id}`,
  `/freelancer/bar/${id}`,
  `/user/avatar/${id}`,
  `/freelancer/backgroundPicture/${id}`,
  `/about/freelancer/${id}`,
  `/certificate/freelancer/${id}`,
  `/freelancer/tools/${id}`,
  `/activities/freelancer/${id}`,
  `/video/freelancer/${id}`,
  `/freelancer/${id}/portfolios`,
  `/opinions/freelancer/${id}`,
  `/opinions/freelancer/general/${id}`,
  `/opinions/freelancer/distribution/${id}`,
  `/workExperience/freelancer/${id}`,
  `/freelancer/education/${id}`,
];

const get = (url: string, token: string) =>
  app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });

async function user(role: 'FREELANCER' | 'INVESTOR', isMock = false) {
  const { user: row, token } = await createUser(app, { role, isMock });
  return { id: row.id, token };
}

/** The investor gets exactly the admin's answer (status and body) on every read. */
async function expectSameAsAdmin(freelancerId: number, token: string) {
  for (const url of reads(freelancerId)) {
    const [mine, admins] = [await get(url, token), await get(url, adminToken)];
    expect({ url, status: mine.statusCode }).toEqual({ url, status: admins.statusCode });
    expect([200, 204]).toContain(mine.statusCode);
    expect(mine.body).toBe(admins.body);
  }
}

async function expectUserNotFound(freelancerId: number, token: string) {
  for (const url of reads(freelancerId)) {
    const res = await get(url, token);
    expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
    expect(res.json()).toMatchObject({ message: 'User not found' });
  }
}

describe('an investor reading freelancer profiles by id', () => {
  it('sees every read of the freelancer assigned to their service, and 404 for another', async () => {
    const investor = await user('INVESTOR');
    const assigned = await user('FREELANCER');
    const other = await user('FREELANCER');
    await insertOrderActivity(app, { investorId: investor.id, freelancerId: assigned.id });

    await expectSameAsAdmin(assigned.id, investor.token);
    await expectUserNotFound(other.id, investor.token);
    // An unknown id answers the same 404.
    await expectUserNotFound(2147483000, investor.token);
  });

  it('includes the temporary investor', async () => {
    const temporary = await user('INVESTOR', true);
    const assigned = await user('FREELANCER');
    await insertOrderActivity(app, { investorId: temporary.id, freelancerId: assigned.id });
    await expectSameAsAdmin(assigned.id, temporary.token);
  });

  it("is 404 for a freelancer assigned to another investor's order", async () => {
    const owner = await user('INVESTOR');
    const stranger = await user('INVESTOR');
    const assigned = await user('FREELANCER');
    await insertOrderActivity(app, { investorId: owner.id, freelancerId: assigned.id });
    await expectUserNotFound(assigned.id, stranger.token);
  });

  it('is 404 for a service without a freelancer and for the order with none assigned', async () => {
    const investor = await user('INVESTOR');
    const freelancer = await user('FREELANCER');
    await insertOrderActivity(app, { investorId: investor.id });
    await expectUserNotFound(freelancer.id, investor.token);
  });

  it('follows the assignment: once replaced, the old freelancer is 404 again', async () => {
    const investor = await user('INVESTOR');
    const first = await user('FREELANCER');
    const second = await user('FREELANCER');
    const service = await insertOrderActivity(app, {
      investorId: investor.id,
      freelancerId: first.id,
    });
    await expectSameAsAdmin(first.id, investor.token);
    // What the admin's F15 does to the row.
    await app.db
      .update(orderActivities)
      .set({ freelancerId: second.id })
      .where(eq(orderActivities.id, service.id));
    await expectUserNotFound(first.id, investor.token);
    await expectSameAsAdmin(second.id, investor.token);
  });

  it("reads the investor's own avatar (their id is no one else's profile)", async () => {
    const investor = await user('INVESTOR');
    expect((await get(`/user/avatar/${investor.id}`, investor.token)).statusCode).toBe(204);
  });

  it('costs one statement for an investor and none for freelancers and admins', async () => {
    const investor = await user('INVESTOR');
    const freelancer = await user('FREELANCER');
    await insertOrderActivity(app, { investorId: investor.id, freelancerId: freelancer.id });
    const url = `/freelancer/bar/${freelancer.id}`;
    const byAdmin = await queries.during(() => get(url, adminToken));
    const byOwner = await queries.during(() => get(url, freelancer.token));
    const byInvestor = await queries.during(() => get(url, investor.token));
    expect(byOwner.statements).toHaveLength(byAdmin.statements.length);
    expect(byInvestor.statements).toHaveLength(byAdmin.statements.length + 1);
  });
});

describe('freelancers and admins keep their access', () => {
  it('D1: the owner and admins 200, another freelancer 404; the other reads 200 for all', async () => {
    const owner = await user('FREELANCER');
    const other = await user('FREELANCER');
    expect((await get(`/freelancer/me/${owner.id}`, owner.token)).statusCode).toBe(200);
    expect((await get(`/freelancer/me/${owner.id}`, adminToken)).statusCode).toBe(200);
    expect((await get(`/freelancer/me/${owner.id}`, other.token)).statusCode).toBe(404);
    for (const url of reads(owner.id).slice(1)) {
      expect([200, 204]).toContain((await get(url, other.token)).statusCode);
    }
  });
});
