import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { publicRoute } from '../../testing/access/expectations.ts';
import type { RouteAccess } from '../../testing/access/types.ts';
import { createUser } from '../../testing/factories.ts';
import { insertVerificationToken } from './email-verification.repository.ts';
import { EMAIL_VERIFICATION } from './email-verification.service.ts';
import { hashToken } from './password-token.service.ts';

/** A fresh verification link of a fresh, unverified user per call: links are single-use. */
async function verifyUrl(app: FastifyInstance) {
  const { user } = await createUser(app, { role: 'FREELANCER' });
  const token = randomBytes(32).toString('base64url');
  await insertVerificationToken(app.db, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + EMAIL_VERIFICATION.linkTtlMs),
  });
  return `/api/auth/verify-email/${token}`;
}

/** ADR 017's routes: public, they ignore any Authorization header (API.md 1.1). */
export const access: RouteAccess[] = [
  {
    route: 'POST /api/auth/verify-email/:token',
    request: async ({ app }) => ({ url: await verifyUrl(app) }),
    expect: publicRoute(204),
  },
  {
    route: 'POST /api/auth/verification-email',
    // A fresh address per call: five requests per e-mail an hour are allowed, the matrix sends six.
    request: async ({ app }) => ({
      url: '/api/auth/verification-email',
      body: { email: (await createUser(app, { role: 'FREELANCER' })).user.email },
    }),
    expect: publicRoute(204),
  },
];
