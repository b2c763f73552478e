import { coercedIdField, FreelancerBar, FreelancerData } from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity as security } from '../../lib/http-schemas.ts';
import { getFreelancerBar, getFreelancerDataFor } from './freelancer-profile.service.ts';
import { investorMayView, withInvestorRule } from './visibility/investor-may-view.ts';

const tags = ['freelancer-profile'];
const params = z.object({ id: coercedIdField });

/** D1 and D2: a freelancer's data by id (investors: only a freelancer assigned to their order). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const viewable = investorMayView(app);
  // Digits only, so that the literal `GET /freelancer/me` keeps its own route (API.md 1.6).
  app.get(
    '/freelancer/me/:id(^\\d+$)',
    {
      onRequest: app.authorize(),
      preHandler: viewable,
      schema: {
        tags,
        security,
        summary: "A freelancer's data (D1)",
        description: withInvestorRule(
          'The owner, admins and (issue 9) investors as below; another freelancer gets 404 ' +
            '`User not found`, as for an unknown id.',
        ),
        params,
        response: { 200: FreelancerData },
      },
    },
    (request) => getFreelancerDataFor(app.db, request.auth, request.params.id),
  );

  app.get(
    '/freelancer/bar/:id(^\\d+$)',
    {
      onRequest: app.authorize(),
      preHandler: viewable,
      schema: {
        tags,
        security,
        summary: 'Rating, status, location and languages (D2)',
        description: withInvestorRule(
          "`count` = number of reviews; `rate` = mean of the reviews' averages (1 decimal, 0 when none); `points` = sum of every category score; `ordersCount` = reviews of an order service.",
        ),
        params,
        response: { 200: FreelancerBar },
      },
    },
    (request) => getFreelancerBar(app.db, request.params.id),
  );
};

export default routes;
