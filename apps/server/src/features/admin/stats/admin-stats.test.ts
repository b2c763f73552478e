import type { Stats } from '@handlowo/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { createUser } from '../../../testing/factories.ts';
import { recordQueries } from '../../../testing/query-log.ts';
import { getOk } from '../../../testing/requests.ts';
import { setOrder } from '../../orders/activities/order-arrange.ts';
import { createOrder } from '../../orders/order.repository.ts';

let app: FastifyInstance;
const queries = recordQueries();
let admin: string;

beforeAll(async () => {
  app = await buildTestApp({}, { onQuery: queries.onQuery });
  admin = (await createUser(app, { role: 'ADMIN' })).token;
});
afterAll(() => app.close());

const stats = () => getOk<Stats>(app, '/api/admin-panel/stats', admin);

describe('F1 GET /admin-panel/stats', () => {
  it('counts real investors and their orders, and every freelancer', async () => {
    const before = await stats();
    // Two investors (each with order #1), one with a second, active order.
    const first = await createUser(app, { role: 'INVESTOR' });
    await createUser(app, { role: 'INVESTOR' });
    const second = await createOrder(app.db, first.user.id);
    await setOrder(app, second.id, { status: 'ACTIVE' });
    // A temporary investor and its order do not count.
    const mock = await createUser(app, { role: 'INVESTOR' });
    await app.db.update(users).set({ isMock: true }).where(eq(users.id, mock.user.id));
    // Freelancers count with or without finished onboarding; admins never.
    await createUser(app, { role: 'FREELANCER' });
    await createUser(app, { role: 'FREELANCER', isOnboardingPassed: true });
    await createUser(app, { role: 'ADMIN' });
    expect(await stats()).toEqual({
      orderCount: before.orderCount + 3,
      investorCount: before.investorCount + 2,
      freelancerCount: before.freelancerCount + 2,
    });
  });

  it('is one statement after the auth lookup', async () => {
    const { statements } = await queries.during(stats);
    expect(statements).toHaveLength(2);
  });
});
