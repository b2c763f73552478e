import { coercedIdField, ProfilePage } from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity as security } from '../../../lib/http-schemas.ts';
import { fileUrlBase } from '../../media/file-url.ts';
import { investorMayView, withInvestorRule } from '../visibility/investor-may-view.ts';
import { getProfilePage } from './profile-page.service.ts';

/** [P] The profile page's section reads in one answer (issue 30). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/freelancer/:id(^\\d+$)/profile-page',
    {
      onRequest: app.authorize(),
      preHandler: investorMayView(app),
      schema: {
        tags: ['freelancer-profile'],
        security,
        summary: 'The whole profile page in one read [P]',
        description: withInvestorRule(
          'Proposed (issue 30): what the profile page reads section by section (D1, D2, D3 ' +
            'details, D4, D7, D19, D21, D25, D26, D29, D33, D37–D40, D44 and the dictionaries ' +
            'B5, B7, B11, D16), one key per section, each with the section endpoint’s shape and ' +
            'authorization: any logged-in user; 404 `User not found` when the id is not a ' +
            'freelancer’s; `freelancer` (D1) is null for another freelancer, `completeness` ' +
            'null for anyone but the owner. Chosen: pictures are G1 URLs (no token needed) of ' +
            'both renditions instead of data URLs (`avatar`, `background`, `portfolio`, the ' +
            'reviews’ `authorPictureUrl`), so the answer stays small and the browser caches the ' +
            'files; the section endpoints keep `pictureData`. The section ' +
            'endpoints stay for other clients and for refetching one section after an edit.',
        ),
        params: z.object({ id: coercedIdField.describe('The freelancer id (its user id)') }),
        response: { 200: ProfilePage },
      },
    },
    (request) =>
      getProfilePage(
        { db: app.db, base: fileUrlBase(app.config) },
        request.auth,
        request.params.id,
      ),
  );
};

export default routes;
