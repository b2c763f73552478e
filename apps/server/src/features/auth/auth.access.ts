import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { only, publicRoute } from '../../testing/access/expectations.ts';
import type { RouteAccess } from '../../testing/access/types.ts';
import { createUser, DEFAULT_PASSWORD, uniqueEmail } from '../../testing/factories.ts';
import { insertPasswordToken } from './password-token.repository.ts';
import { hashToken, PASSWORD_TOKEN_TTL_MS } from './password-token.service.ts';

/** A2–A4: a new account per call (the e-mail must be free). */
const registration = () => ({
  firstName: 'Anna',
  lastName: 'Nowak',
  email: uniqueEmail('matrix'),
  company: 'Firma',
  password: DEFAULT_PASSWORD,
  passwordConfirmation: DEFAULT_PASSWORD,
  terms: true,
});

/**
 * A5 for a fresh user per call: five mails per address an hour are allowed, and the matrix sends
 * six; a fresh address also keeps the actors' own rows out of it.
 */
const resetMail = async (app: FastifyInstance) => ({
  email: (await createUser(app, { role: 'FREELANCER' })).user.email,
});

/** A6 with a fresh link of a fresh user per call: links are single-use. */
async function setPasswordUrl(app: FastifyInstance) {
  const { user } = await createUser(app, { role: 'FREELANCER' });
  const token = randomBytes(32).toString('base64url');
  await insertPasswordToken(app.db, {
    userId: user.id,
    tokenHash: hashToken(token),
    purpose: 'RESET',
    expiresAt: new Date(Date.now() + PASSWORD_TOKEN_TTL_MS.RESET),
  });
  return `/api/set-password/${token}`;
}

/** Section A: public routes ignore any Authorization header (API.md 1.1), A11 is the admin's. */
export const access: RouteAccess[] = [
  {
    route: 'POST /api/auth/login',
    request: ({ world }) => ({
      url: '/api/auth/login',
      body: { email: world.actors.freelancerA.email, password: DEFAULT_PASSWORD },
    }),
    expect: publicRoute(200),
  },
  ...['freelancer', 'investor'].map(
    (role): RouteAccess => ({
      route: `POST /api/auth/register/${role}`,
      request: () => ({ url: `/api/auth/register/${role}`, body: registration() }),
      expect: publicRoute(201),
    }),
  ),
  {
    route: 'POST /api/auth/register',
    request: () => ({ url: '/api/auth/register', body: { ...registration(), role: 'INVESTOR' } }),
    expect: publicRoute(201),
  },
  {
    route: 'POST /api/auth/start',
    request: () => ({ url: '/api/auth/start' }),
    expect: publicRoute(200),
  },
  ...['/api/set-password/send-email', '/api/token-reset/send-email'].map(
    (url): RouteAccess => ({
      route: `POST ${url}`,
      request: async ({ app }) => ({ url, body: await resetMail(app) }),
      expect: publicRoute(204),
    }),
  ),
  {
    route: 'PATCH /api/set-password/:token',
    request: async ({ app }) => ({
      url: await setPasswordUrl(app),
      body: 'NoweHaslo1!',
      contentType: 'text/plain',
    }),
    expect: publicRoute(204),
  },
  ...['/api/admin-panel/me', '/api/admin/me'].map(
    (url): RouteAccess => ({
      route: `GET ${url}`,
      request: () => ({ url }),
      expect: only(['admin'], 200),
    }),
  ),
];
