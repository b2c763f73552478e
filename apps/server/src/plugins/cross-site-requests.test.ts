import { isScalarBody } from '@handlowo/contract';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema/index.ts';
import { loginCounterKeys } from '../features/auth/login.service.ts';
import { peekCounter } from '../lib/rate-limit-counter.ts';
import { buildTestApp } from '../testing/build-test-app.ts';
import { createUser } from '../testing/factories.ts';
import { expectError } from '../testing/requests.ts';
import { TEXT_BODY_REFUSED } from './body-parser.ts';
import { CROSS_SITE_MESSAGE } from './cross-site-guard.ts';

/** The routes whose body API.md defines as scalar text (1.2): the only ones that take text/plain. */
const SCALAR_ROUTES = [
  'PATCH /api/admin-panel/orders/:orderId(^\\d+$)/status',
  'PATCH /api/freelancer/me/company',
  'PATCH /api/freelancer/me/experienceLevel',
  'PATCH /api/freelancer/me/incomeGoal',
  'PATCH /api/freelancer/me/typeOfSales',
  'PATCH /api/freelancer/me/workingHours',
  'PATCH /api/investor/me/activityDestiny',
  'PATCH /api/investor/me/businessType',
  'PATCH /api/investor/me/company-emails',
  'PATCH /api/investor/me/companyDescription',
  'PATCH /api/investor/me/companySiteUrl',
  'PATCH /api/investor/me/employeeCountRange',
  'PATCH /api/investor/me/goToMarketStrategy',
  'PATCH /api/investor/me/investorRole',
  'PATCH /api/investor/me/organizationStage',
  'PATCH /api/investor/me/salesDepartment',
  'PATCH /api/set-password/:token',
  'PATCH /api/specialization/freelancer/:freelancerId(^\\d+$)',
  'POST /api/set-password/send-email',
  'POST /api/token-reset/send-email',
];

const FOREIGN = 'https://zla-strona.example';
const OWN = 'http://handlowo.test'; // testConfig's PUBLIC_URL
const CORS_ORIGIN = 'https://panel.handlowo.pl';

let app: FastifyInstance;
const scalarRoutes: string[] = [];
beforeAll(async () => {
  app = await buildTestApp(
    { corsOrigins: [CORS_ORIGIN] },
    {
      onRoute: (route) => {
        if (isScalarBody(route.schema?.body)) scalarRoutes.push(`${route.method} ${route.url}`);
      },
    },
  );
});
afterAll(() => app.close());

const login = (email: string, headers: Record<string, string>, payload?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/json', ...headers },
    payload: payload ?? JSON.stringify({ email, password: 'Zle-haslo1!' }),
  });

/** The failed-login count of the account: what a forged attempt would raise. */
const failures = (email: string) =>
  peekCounter(app.db, loginCounterKeys(email, '127.0.0.1').account);

async function waitingJobs(kind: string): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(jobs).where(eq(jobs.kind, kind));
  return row?.n ?? 0;
}

describe('text bodies (issue 24, defect 2)', () => {
  it('answers 415 to a text/plain body on a JSON route and counts no login attempt', async () => {
    const { user } = await createUser(app, { role: 'FREELANCER' });
    // Was: parsed as JSON, a 404 counted against the account, sent by any page without preflight.
    const res = await login(user.email, { 'content-type': 'text/plain' });
    expectError(res, 415, TEXT_BODY_REFUSED);
    expect(await failures(user.email)).toBe(0);
  });

  it('still takes an empty text/plain body on a route without a body (API.md 1.2)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/start',
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('takes text/plain exactly on the scalar-body routes of API.md', () => {
    expect(scalarRoutes.sort()).toEqual(SCALAR_ROUTES);
  });

  it('still takes the scalar text of a reset request, as API.md clients send it', async () => {
    const { user } = await createUser(app, { role: 'INVESTOR' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/token-reset/send-email',
      headers: { 'content-type': 'text/plain' },
      payload: user.email,
    });
    expect(res.statusCode, res.body).toBe(204);
  });
});

describe('requests sent by pages of other sites (issue 24, defect 2)', () => {
  it('refuses a login attempt whose Origin is another site and counts nothing', async () => {
    const { user } = await createUser(app, { role: 'FREELANCER' });
    expectError(await login(user.email, { origin: FOREIGN }), 403, CROSS_SITE_MESSAGE);
    expectError(await login(user.email, { origin: 'null' }), 403, CROSS_SITE_MESSAGE);
    expect(await failures(user.email)).toBe(0);
  });

  it('refuses one that a browser marks cross-site without an Origin', async () => {
    const { user } = await createUser(app, { role: 'FREELANCER' });
    const res = await login(user.email, { 'sec-fetch-site': 'cross-site' });
    expectError(res, 403, CROSS_SITE_MESSAGE);
    expect(await failures(user.email)).toBe(0);
  });

  it('refuses a reset request in scalar text from another site and queues no mail', async () => {
    const { user } = await createUser(app, { role: 'INVESTOR' });
    const before = await waitingJobs('password-reset');
    const res = await app.inject({
      method: 'POST',
      url: '/api/set-password/send-email',
      headers: { 'content-type': 'text/plain', origin: FOREIGN, 'sec-fetch-site': 'cross-site' },
      payload: user.email,
    });
    expectError(res, 403, CROSS_SITE_MESSAGE);
    expect(await waitingJobs('password-reset')).toBe(before);
  });

  it('lets through our own pages, configured CORS origins and clients that are no browser', async () => {
    const { user } = await createUser(app, { role: 'FREELANCER' });
    const own: Record<string, string>[] = [
      { origin: OWN, 'sec-fetch-site': 'same-origin' },
      // The same server under the name the request was sent to (inject's Host: localhost:80).
      { origin: 'http://localhost:80' },
      { origin: CORS_ORIGIN, 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'none' },
      {},
    ];
    for (const headers of own) expect((await login(user.email, headers)).statusCode).toBe(404);
    expect(await failures(user.email)).toBe(own.length);
  });

  it('leaves requests with a bearer token and reads to CORS', async () => {
    const freelancer = await createUser(app, { role: 'FREELANCER' });
    const save = await app.inject({
      method: 'PATCH',
      url: '/api/freelancer/me/experienceLevel',
      headers: {
        authorization: `Bearer ${freelancer.token}`,
        'content-type': 'application/json',
        origin: FOREIGN,
      },
      payload: '"SENIOR"',
    });
    expect(save.statusCode, save.body).toBe(204);
    const read = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: FOREIGN, 'sec-fetch-site': 'cross-site' },
    });
    expect(read.statusCode).toBe(200);
  });
});
