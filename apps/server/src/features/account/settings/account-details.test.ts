import { accountSettingsMessages as m, messages } from '@handlowo/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { createUser } from '../../../testing/factories.ts';
import { expectError, getOk, sendRaw } from '../../../testing/requests.ts';

/* Issue 25: PATCH /api/account/details. */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

const save = (token: string | undefined, payload: unknown) =>
  sendRaw(app, 'PATCH', '/api/account/details', { token, payload });
const row = async (id: number) => (await app.db.select().from(users).where(eq(users.id, id)))[0];

describe('PATCH /api/account/details', () => {
  it('changes a freelancer’s names and company; A9 answers them', async () => {
    const { user, token } = await createUser(app, { role: 'FREELANCER', company: 'Stara' });
    const res = await save(token, {
      firstName: 'Zofia',
      lastName: 'Nowak-Kowalska',
      company: 'Nowa Firma',
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await getOk(app, '/api/freelancer/me', token)).toMatchObject({
      firstName: 'Zofia',
      lastName: 'Nowak-Kowalska',
      company: 'Nowa Firma',
      email: user.email,
    });
    // An empty company is none.
    expect(
      (await save(token, { firstName: 'Zofia', lastName: 'Nowak', company: '' })).statusCode,
    ).toBe(204);
    expect((await row(user.id))?.company).toBeNull();
  });

  it('changes an investor’s phone too, and clears it when empty', async () => {
    const { user, token } = await createUser(app, { role: 'INVESTOR' });
    const details = {
      firstName: 'Anna',
      lastName: 'Lis',
      company: 'Lis sp. z o.o.',
      phone: '+48 600-700-800',
    };
    expect((await save(token, details)).statusCode).toBe(204);
    expect(await getOk(app, '/api/investor/me', token)).toMatchObject(details);
    expect((await save(token, { ...details, phone: null })).statusCode).toBe(204);
    expect((await row(user.id))?.phone).toBeNull();
  });

  it('answers Polish 400s for names, company and phone, and changes nothing', async () => {
    const { user, token } = await createUser(app, { role: 'INVESTOR' });
    const before = await row(user.id);
    const valid = {
      firstName: 'Anna',
      lastName: 'Lis',
      company: 'Firma',
      phone: '+48 600-700-800',
    };
    expectError(await save(token, { ...valid, firstName: '' }), 400, messages.firstNameRequired);
    expectError(await save(token, { ...valid, firstName: 'anna' }), 400, messages.firstNameFormat);
    expectError(await save(token, { ...valid, lastName: 'L' }), 400, messages.lastNameLength);
    expectError(await save(token, { ...valid, company: 'X' }), 400, messages.companyLength);
    expectError(await save(token, { ...valid, phone: '600700800' }), 400, messages.phoneFormat);
    expect(await row(user.id)).toEqual(before);
  });

  it('refuses a phone for a freelancer (400)', async () => {
    const { user, token } = await createUser(app, { role: 'FREELANCER' });
    expectError(
      await save(token, { firstName: 'Zofia', lastName: 'Nowak', phone: '+48 600-700-800' }),
      400,
      m.phoneNotForFreelancer,
    );
    expect((await row(user.id))?.firstName).toBe('Jan');
  });

  it('refuses the temporary investor (400), admins and anonymous callers (403)', async () => {
    const body = { firstName: 'Zofia', lastName: 'Nowak' };
    const mock = await createUser(app, { role: 'INVESTOR', isMock: true });
    expectError(await save(mock.token, body), 400, m.temporaryAccount);
    const admin = await createUser(app, { role: 'ADMIN' });
    expect((await save(admin.token, body)).statusCode).toBe(403);
    expect((await save(undefined, body)).statusCode).toBe(403);
  });
});
