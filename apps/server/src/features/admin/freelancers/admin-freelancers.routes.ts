import {
  FREELANCER_SORT_KEYS,
  FreelancerPage,
  FreelancerPageQuery,
  type PicturesAs,
  SearchParam,
} from '@handlowo/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity as security } from '../../../lib/http-schemas.ts';
import { avatarDelivery } from '../../media/avatar-delivery.ts';
import { pagingRules, searchRules as search } from '../lists/docs.ts';
import { getFreelancerPage } from './admin-freelancers.service.ts';

const tags = ['admin-freelancers'];
const who = 'ADMIN; other roles and anonymous callers 403.';
const freelancers =
  'Every FREELANCER user, with or without finished onboarding. `experienceLevel` is null until ' +
  'the onboarding answers it; `userAvatar` is the small rendition of the avatar (never the full ' +
  'picture) as a data URL `{pictureData}`, or null without an avatar. Ours (proposed): ' +
  '`?pictures=url` answers `{pictureUrl}` instead, the G1 address of that rendition (immutable, ' +
  'no bearer token needed), so a page carries no picture bytes; our web client asks so.';
const paging = `${pagingRules(
  FREELANCER_SORT_KEYS,
  'last name, then first name, then id, ascending',
)} Then one read per distinct avatar file (none with \`?pictures=url\`).`;

/** F4, F5: the freelancers table. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.authorize('ADMIN');
  const context = (log: FastifyBaseLogger, pictures: PicturesAs) => ({
    db: app.db,
    media: app.media,
    log,
    avatars: avatarDelivery(pictures, app.config),
  });

  app.get(
    '/admin-panel/freelancers',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'F4: the freelancers table, paged and sorted',
        description: `${who} ${freelancers} ${paging}`,
        querystring: FreelancerPageQuery,
        response: { 200: FreelancerPage },
      },
    },
    (request) => getFreelancerPage(context(request.log, request.query.pictures), request.query),
  );

  app.get(
    '/admin-panel/freelancers/search/:query',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'F5: search the freelancers table',
        description: `${who} ${freelancers} ${search} ${paging}`,
        params: SearchParam,
        querystring: FreelancerPageQuery,
        response: { 200: FreelancerPage },
      },
    },
    (request) =>
      getFreelancerPage(context(request.log, request.query.pictures), {
        ...request.query,
        phrase: request.params.query,
      }),
  );
};

export default routes;
