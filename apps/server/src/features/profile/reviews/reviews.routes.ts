import {
  coercedIdField,
  Review,
  ReviewCategoryScore,
  ReviewDistribution,
} from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity as security } from '../../../lib/http-schemas.ts';
import { investorMayView, withInvestorRule } from '../visibility/investor-may-view.ts';
import { getCategoryAverages, getDistribution, getReviews } from './reviews.service.ts';

const tags = ['reviews'];
const params = z.object({ id: coercedIdField });

/** D37–D39: a freelancer's reviews, read by freelancers, admins and (when assigned) investors. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const viewable = investorMayView(app);
  // The authors' avatars are read from the media storage.
  const anyone = app.authorize();

  app.get(
    '/opinions/freelancer/:id(^\\d+$)',
    {
      onRequest: anyone,
      preHandler: viewable,
      schema: {
        tags,
        security,
        summary: "A freelancer's reviews, newest first (D37)",
        description: withInvestorRule(
          "`categoryOpinionsAverageScore` and `score`: the mean of the four category scores (2 decimals); `authorPictureData`: the author's avatar (small rendition) as a data URL, or null.",
        ),
        params,
        response: { 200: z.array(Review) },
      },
    },
    (request) => getReviews({ db: app.db, media: app.media, log: request.log }, request.params.id),
  );

  app.get(
    '/opinions/freelancer/general/:id(^\\d+$)',
    {
      onRequest: anyone,
      preHandler: viewable,
      schema: {
        tags,
        security,
        summary: 'Mean score of each review category (D38)',
        description: withInvestorRule(
          'Always the four categories, `id` 1–4 in the contract order; `score` rounded half up to 1 decimal, 0 without reviews.',
        ),
        params,
        response: { 200: z.array(ReviewCategoryScore) },
      },
    },
    (request) => getCategoryAverages(app.db, request.params.id),
  );

  app.get(
    '/opinions/freelancer/distribution/:id(^\\d+$)',
    {
      onRequest: anyone,
      preHandler: viewable,
      schema: {
        tags,
        security,
        summary: 'Share of reviews per star count (D39)',
        description: withInvestorRule(
          'Always five rows, `stars` 5 → 1. A review counts in the row of its mean rounded half up (4.5 → 5). `percent` has 2 decimals and the rows sum to exactly 100 (largest-remainder rounding); all 0 without reviews.',
        ),
        params,
        response: { 200: z.array(ReviewDistribution) },
      },
    },
    (request) => getDistribution(app.db, request.params.id),
  );
};

export default routes;
