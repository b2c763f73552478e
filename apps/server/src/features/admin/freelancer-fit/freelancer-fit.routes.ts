import {
  AssignableFreelancerPage,
  AssignableQuery,
  SEARCH_MATCH_RULES,
  SearchParam,
  wizardMessages,
} from '@handlowo/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity as security } from '../../../lib/http-schemas.ts';
import { fitWeights } from './fit-weights.ts';
import { listAssignable } from './freelancer-fit.service.ts';

const tags = ['admin-orders'];
const { points } = fitWeights;
const hours = Object.entries(fitWeights.hoursShare)
  .map(([key, share]) => `${key} ${share}`)
  .join(', ');

const scoreRules =
  'With `orderActivityId` (a service of an order; unknown: 404 ' +
  `\`${wizardMessages.orderActivityNotFound}\`) each freelancer gets \`fit\`: \`score\` 0–100, ` +
  '`reasons`, one per factor with its whole `points` (they add up exactly to `score`), ' +
  '`maxPoints` and a Polish `detail`, `isNew` (no realised service yet: the screen says ' +
  '‘Nowy na platformie’) and `isPreferred` (the client asked for this freelancer again). The ' +
  'list is then ordered by score descending (computed in the database over every candidate), ' +
  'then freelancers with a realised service before new ones, then last name, first name, id. ' +
  'The factors (weights in apps/server/src/features/admin/freelancer-fit/fit-weights.ts; ' +
  'issue 27 added the first three and lowered the rest): ' +
  `REVIEWS ${points.REVIEWS} — every review’s score is the mean of its category scores, both ` +
  'kinds of author (INVESTOR, GUARDIAN); the freelancer’s reviews give the Bayesian mean ' +
  `B = (m·μ + sum) / (m + n), m = ${fitWeights.reviewPriorWeight}, μ the platform’s mean ` +
  `review (${fitWeights.reviewFallbackMean} while there is none; no review: B = μ), worth ` +
  `(B − ${fitWeights.reviewMin}) / ${fitWeights.reviewMax - fitWeights.reviewMin} of the weight; ` +
  `REALISED_ORDERS ${points.REALISED_ORDERS} — services of REALIZED orders delivered, ` +
  `min(n, ${fitWeights.realisedFullAt}) / ${fitWeights.realisedFullAt}; ` +
  `PREFERENCE ${points.PREFERENCE} — the service’s \`preferredFreelancerId\` (‘Zamów ` +
  'ponownie’) is this freelancer: full; ' +
  `ACTIVITY_LEVEL ${points.ACTIVITY_LEVEL} — the best self-declared level L of the catalogue ` +
  `services the service’s main task maps to, L/${fitWeights.maxLevel} of the weight; ` +
  `INDUSTRY ${points.INDUSTRY} — a sub-industry equal to one of the investor’s products’ → full, ` +
  `only the same industry → ${fitWeights.industryParentShare}; ` +
  `SECTORS ${points.SECTORS} — the share of the products’ sectors the freelancer works with; ` +
  `SALES_TOOLS ${points.SALES_TOOLS} — a CRM → ${fitWeights.crmShare}, a tool of a kind the ` +
  `service needs (e.g. Aircall for cold calling) → ${1 - fitWeights.crmShare}; ` +
  `AVAILABILITY ${points.AVAILABILITY} — working days min(n, ${fitWeights.fullWeekDays})/` +
  `${fitWeights.fullWeekDays} worth ${fitWeights.daysShare}, weekly hours worth the rest ` +
  `(${hours}); LOAD ${points.LOAD} — services of VERYFICATION or ACTIVE orders assigned to the ` +
  `freelancer, this one excluded: 0 → full, minus 1/${fitWeights.loadZeroAt} each. Each part is ` +
  'settled to six decimals and the score is their sum rounded half up. Without ' +
  '`orderActivityId`: `fit` is null and the order is last name, first name, id.';

const listRules =
  'ADMIN; other roles and anonymous callers 403. Freelancers who finished onboarding only ' +
  '(`users.is_onboarding_passed`). `page` from 0, `size` 3, 5, 10, 30 or 50 (default 10; others ' +
  '400); `totalPages` = ceil(totalElements / size). `userAvatar.pictureData` is the small ' +
  `rendition of the avatar as a data URL, null without one. ${scoreRules}`;

/** F13, F14 (the assign-freelancer modal) with the explainable fit score (issue 10). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.authorize('ADMIN');
  // Decorations live on the instance's prototype chain: a spread of `app` would lose them.
  const deps = (log: FastifyBaseLogger) => ({ db: app.db, media: app.media, log });

  app.get(
    '/admin-panel/freelancers/assignable',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'F13: freelancers an admin can assign, paged, optionally scored for a service',
        description: listRules,
        querystring: AssignableQuery,
        response: { 200: AssignableFreelancerPage },
      },
    },
    (request) => listAssignable(deps(request.log), request.query),
  );

  app.get(
    '/admin-panel/freelancers/assignable/search/:query',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'F14: assignable freelancers matching a phrase, paged, optionally scored',
        description:
          `${listRules} \`query\` (URL-encoded, trimmed, 1–100 characters) is matched as a ` +
          'substring of the first and last name, company, e-mail and phone. ' +
          SEARCH_MATCH_RULES,
        params: SearchParam,
        querystring: AssignableQuery,
        response: { 200: AssignableFreelancerPage },
      },
    },
    (request) => listAssignable(deps(request.log), request.query, request.params.query),
  );
};

export default routes;
