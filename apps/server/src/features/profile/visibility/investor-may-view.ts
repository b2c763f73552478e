import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { notFound } from '../../../lib/errors.ts';
import { isAssignedToInvestor } from './profile-visibility.repository.ts';

/**
 * The rule every by-id read of a freelancer's profile states in its OpenAPI description (issue 9,
 * "Moje zlecenie"): one text, so the routes cannot drift apart.
 */
export const investorViewRule =
  'INVESTOR (temporary included): only a freelancer assigned to a service of one of the ' +
  "caller's orders; any other id answers 404 `User not found`, exactly as an unknown id (never " +
  '403, which would log the investor out).';

/**
 * preHandler of the by-id profile reads (D1, D2, D4, D7, D19, D21, D25, D26, D29, D33, D37–D40,
 * D44): an investor may read a freelancer only while that freelancer is assigned to a service of
 * one of the investor's orders. Freelancers and admins pass untouched (their access is the
 * route's own), so their reads cost no extra query. A preHandler, not onRequest: it needs the
 * validated `:id` and the caller set by `app.authorize()`.
 */
export function investorMayView(app: FastifyInstance): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest) => {
    if (request.auth.role !== 'INVESTOR') return;
    // The route's schema coerced `:id` to a number; anything else is a route wired wrongly.
    const { id } = request.params as { id?: unknown };
    if (typeof id !== 'number') throw new Error('investorMayView needs a validated numeric :id');
    // The caller's own id (the investor's own avatar) is no one else's profile.
    if (id === request.auth.userId) return;
    if (!(await isAssignedToInvestor(app.db, request.auth.userId, id))) throw notFound();
  };
}

/** A by-id read's OpenAPI description with the investor rule appended. */
export const withInvestorRule = (description: string): string =>
  `${description} ${investorViewRule}`;
