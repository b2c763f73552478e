import { type InvestorData, messages } from '@handlowo/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { investors } from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { bearer, createUser, uniqueEmail } from '../../../testing/factories.ts';
import { readOutbox } from '../../../testing/outbox.ts';
import { getOk } from '../../../testing/requests.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const url = '/api/register/mock-investor';

async function temporaryInvestor() {
  const { user, token } = await createUser(app, {
    role: 'INVESTOR',
    isMock: true,
    firstName: '',
    lastName: '',
    email: uniqueEmail('mock'),
  });
  return { id: user.id, email: user.email, token };
}

let ipCounter = 0;

/** From a new client address each time: registrations are limited per address (ADR 017). */
function register(token: string | undefined, body: unknown) {
  ipCounter += 1;
  return app.inject({
    method: 'PATCH',
    url,
    headers: token ? bearer(token) : {},
    payload: body as Record<string, unknown>,
    remoteAddress: `10.4.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`,
  });
}

const me = (token: string) => getOk<InvestorData>(app, '/api/investor/me', token);

function form(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Katarzyna',
    lastName: 'Wiśniewska-Nowak',
    company: 'Dealme sp. z o.o.',
    email: uniqueEmail('firma'),
    phone: '+48 600-100-200',
    privacy: true,
    regulations: true,
    ...overrides,
  };
}

describe('A8 PATCH /register/mock-investor', () => {
  it('turns the temporary investor into a real one, keeping every answer and the token', async () => {
    const { id, token } = await temporaryInvestor();
    const save = await app.inject({
      method: 'PATCH',
      url: '/api/investor/me/companySiteUrl',
      headers: { ...bearer(token), 'content-type': 'text/plain' },
      payload: 'dealme.pl',
    });
    expect(save.statusCode).toBe(204);
    const before = await me(token);
    const body = form({ email: ` ${uniqueEmail('Nowa').toUpperCase()} ` });

    const res = await register(token, body);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    const after = await me(token);
    expect(after).toMatchObject({
      id,
      isMock: false,
      firstName: 'Katarzyna',
      lastName: 'Wiśniewska-Nowak',
      company: 'Dealme sp. z o.o.',
      email: body.email.trim().toLowerCase(),
      phone: '+48 600-100-200',
      companySiteUrl: 'dealme.pl',
      orders: before.orders,
    });
    const [consents] = await app.db.select().from(investors).where(eq(investors.userId, id));
    expect(consents?.privacyAcceptedAt).toBeInstanceOf(Date);
    expect(consents?.regulationsAcceptedAt).toBeInstanceOf(Date);
    expect(consents?.registeredAt).toBeInstanceOf(Date);
  });

  it('e-mails a set-password link that sets the password for logging in', async () => {
    const { token } = await temporaryInvestor();
    const body = form();
    expect((await register(token, body)).statusCode).toBe(204);

    const [mail] = await readOutbox(app, body.email);
    expect(mail?.token).toBeTruthy();
    const set = await app.inject({
      method: 'PATCH',
      url: `/api/set-password/${mail?.token}`,
      headers: { 'content-type': 'text/plain' },
      payload: 'NoweHaslo1!',
    });
    expect(set.statusCode).toBe(204);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.email, password: 'NoweHaslo1!' },
    });
    expect(login.statusCode).toBe(200);
  });

  it("accepts the snapshot's {email, phone?} body and keeps the empty names", async () => {
    const { token } = await temporaryInvestor();
    const email = uniqueEmail('snapshot');
    expect((await register(token, { email })).statusCode).toBe(204);
    expect(await me(token)).toMatchObject({ email, firstName: '', lastName: '', isMock: false });
  });

  it('answers 409 for a taken e-mail (any case) and changes nothing', async () => {
    const { user: other } = await createUser(app, { role: 'FREELANCER' });
    const { token, email } = await temporaryInvestor();
    const res = await register(token, form({ email: other.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(await me(token)).toMatchObject({ email, isMock: true, firstName: '', company: null });
    expect(await readOutbox(app, other.email)).toEqual([]);
  });

  it.each([
    ['privacy', messages.privacyRequired],
    ['regulations', messages.regulationsRequired],
  ])('refuses a refused %s consent with the contract message', async (field, message) => {
    const { token, email } = await temporaryInvestor();
    const res = await register(token, form({ [field]: false }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await me(token)).toMatchObject({ email, isMock: true });
  });

  it.each([
    ['a missing e-mail', { email: undefined }, messages.emailRequired],
    ['an invalid e-mail', { email: 'nie-email' }, messages.emailInvalid],
    ['a malformed phone', { phone: '600100200' }, messages.phoneFormat],
    ['a lower-case first name', { firstName: 'katarzyna' }, messages.firstNameFormat],
  ])('refuses %s with 400', async (_, overrides, message) => {
    const { token, email } = await temporaryInvestor();
    const res = await register(token, form(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await me(token)).toMatchObject({ email, isMock: true });
  });

  it('refuses a real investor, and a second registration, with 400', async () => {
    const { token } = await createUser(app, { role: 'INVESTOR' });
    expect((await register(token, form())).statusCode).toBe(400);
    const mock = await temporaryInvestor();
    expect((await register(mock.token, form())).statusCode).toBe(204);
    expect((await register(mock.token, form())).statusCode).toBe(400);
  });

  it('is refused to freelancers, admins and anonymous callers with 403', async () => {
    const { token: freelancer } = await createUser(app, { role: 'FREELANCER' });
    const { token: admin } = await createUser(app, { role: 'ADMIN' });
    expect((await register(freelancer, form())).statusCode).toBe(403);
    expect((await register(admin, form())).statusCode).toBe(403);
    expect((await register(undefined, form())).statusCode).toBe(403);
  });

  it('completes the whole temporary-investor journey: start, questionnaire, registration', async () => {
    const start = await app.inject({ method: 'POST', url: '/api/auth/start' });
    expect(start.statusCode).toBe(200);
    const { token } = start.json<{ token: string; email: string }>();
    const options = async (list: string) =>
      (await app.inject({ method: 'GET', url: `/api${list}`, headers: bearer(token) })).json<
        { name: string }[]
      >()[0]?.name ?? '';
    const steps: [string, string][] = [
      ['/investor/me/activityDestiny', await options('/activity-destiny')],
      ['/investor/me/organizationStage', await options('/organization-stage')],
      ['/investor/me/salesDepartment', 'false'],
      ['/investor/me/goToMarketStrategy', await options('/strategies')],
      ['/investor/me/businessType', await options('/business-type')],
      ['/investor/me/investorRole', await options('/investor-role')],
      ['/investor/me/employeeCountRange', await options('/employee-count-range')],
      ['/investor/me/companySiteUrl', 'dealme.pl'],
    ];
    for (const [path, body] of steps) {
      const res = await app.inject({
        method: 'PATCH',
        url: `/api${path}`,
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: body,
      });
      expect(res.statusCode, path).toBe(204);
    }
    const answered = await me(token);
    expect(answered.isMock).toBe(true);

    const body = form();
    expect((await register(token, body)).statusCode).toBe(204);
    const registered = await me(token);
    expect(registered).toMatchObject({ isMock: false, email: body.email, firstName: 'Katarzyna' });
    const {
      email: _old,
      firstName: _f,
      lastName: _l,
      company: _c,
      phone: _p,
      isMock: _m,
      ...answers
    } = answered;
    expect(registered).toMatchObject(answers);
    expect(await readOutbox(app, body.email)).toHaveLength(1);
  });
});
