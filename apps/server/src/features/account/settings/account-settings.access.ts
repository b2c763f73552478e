import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { only, publicRoute } from '../../../testing/access/expectations.ts';
import type { RouteAccess } from '../../../testing/access/types.ts';
import { createUser, uniqueEmail } from '../../../testing/factories.ts';
import { hashToken } from '../../auth/password-token.service.ts';
import { insertEmailChangeToken } from './email-change.repository.ts';

/** A fresh e-mail change link of a fresh freelancer per call: links are single-use. */
async function confirmUrl(app: FastifyInstance) {
  const { user } = await createUser(app, { role: 'FREELANCER' });
  const token = randomBytes(32).toString('base64url');
  await insertEmailChangeToken(app.db, {
    userId: user.id,
    tokenHash: hashToken(token),
    newEmail: uniqueEmail('nowy-adres'),
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  return `/api/account/email-change/${token}`;
}

/** Issue 25's account settings: freelancers and investors; the temporary investor has none (400). */
export const access: RouteAccess[] = [
  {
    route: 'PATCH /api/account/password',
    request: ({ world, actor }) => {
      const password = actor === 'anonymous' ? null : world.actors[actor].password;
      return {
        url: '/api/account/password',
        body: {
          oldPassword: password ?? 'Haslo123!',
          newPassword: 'NoweHaslo123!',
          newPasswordConfirmation: 'NoweHaslo123!',
        },
      };
    },
    expect: {
      ...only(['freelancerA', 'freelancerB', 'investor', 'admin'], 204),
      temporaryInvestor: 400,
    },
    // Success ends the caller's other sessions: the world's tokens stop working.
    freshWorld: true,
  },
  {
    route: 'PATCH /api/account/details',
    request: () => ({
      url: '/api/account/details',
      body: { firstName: 'Zofia', lastName: 'Nowak', company: 'Nowa Firma' },
    }),
    expect: { ...only(['freelancerA', 'freelancerB', 'investor'], 204), temporaryInvestor: 400 },
  },
  {
    route: 'POST /api/account/email-change',
    request: () => ({ url: '/api/account/email-change', body: { email: uniqueEmail('zmiana') } }),
    expect: { ...only(['freelancerA', 'freelancerB', 'investor'], 204), temporaryInvestor: 400 },
  },
  {
    route: 'POST /api/account/email-change/:token',
    request: async ({ app }) => ({ url: await confirmUrl(app) }),
    expect: publicRoute(204),
  },
];
