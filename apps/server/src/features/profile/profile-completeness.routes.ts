import { PROFILE_PART_KEYS, ProfileCompleteness, profileParts } from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity as security } from '../../lib/http-schemas.ts';
import { getProfileCompleteness } from './freelancer-profile.service.ts';

const tags = ['freelancer-profile'];

/** The documented rule, written from the contract's weights so that it cannot drift from them. */
export const completenessRule = `The sum of the weights of the filled profile parts (0–100): ${PROFILE_PART_KEYS.map(
  (part) => `${part} ${profileParts[part].weight}`,
).join(', ')}.`;

/** D3 and its details [P]: the caller's own profile completeness. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const freelancer = app.authorize('FREELANCER');

  app.get(
    '/complete/freelancer/me',
    {
      onRequest: freelancer,
      schema: {
        tags,
        security,
        summary: 'Profile completeness as a bare number (D3)',
        description: completenessRule,
        response: { 200: z.number().int().min(0).max(100) },
      },
    },
    async (request) => (await getProfileCompleteness(app.db, request.auth.userId)).progress,
  );

  app.get(
    '/complete/freelancer/me/details',
    {
      onRequest: freelancer,
      schema: {
        tags,
        security,
        summary: 'Profile completeness with the missing parts, heaviest first [P]',
        description: completenessRule,
        response: { 200: ProfileCompleteness },
      },
    },
    (request) => getProfileCompleteness(app.db, request.auth.userId),
  );
};

export default routes;
