import { coercedIdField, Picture } from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent, bearerSecurity as security } from '../../../lib/http-schemas.ts';
import { investorMayView, withInvestorRule } from '../visibility/investor-may-view.ts';
import { imageForm, uploadErrors } from './picture-docs.ts';
import { AVATAR, BACKGROUND, readPicture, removePicture, savePicture } from './pictures.service.ts';

const tags = ['pictures'];

const pictureAnswers = {
  200: Picture.describe('The picture as a data URL'),
  204: z.void().describe('No picture'),
};

const byId = z.object({ id: coercedIdField });

/** D4-D10: the avatar (any user) and a freelancer's background picture. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const viewable = investorMayView(app);
  const anyone = app.authorize();
  const freelancer = app.authorize('FREELANCER');
  const deps = (log: typeof app.log) => ({ db: app.db, media: app.media, log });

  app.get(
    '/user/avatar/:id(^\\d+$)',
    {
      onRequest: anyone,
      preHandler: viewable,
      schema: {
        tags,
        security,
        summary: 'D4: a user’s avatar',
        description: withInvestorRule(
          'Freelancers and admins. 200 Picture (512x512 WebP data URL), 204 when the user has none, ' +
            '404 `User not found` for an unknown id. `?size=small` returns the 96x96 rendition ' +
            '(navbar, lists). An investor may always read their own.',
        ),
        params: byId,
        querystring: z.object({
          size: z
            .enum(['small'])
            .optional()
            .describe('`small`: the 96x96 rendition instead of 512x512'),
        }),
        response: pictureAnswers,
      },
    },
    async (request, reply) => {
      const picture = await readPicture(deps(request.log), request.params.id, AVATAR, {
        small: request.query.size === 'small',
      });
      return picture ? reply.code(200).send(picture) : reply.code(204).send();
    },
  );

  app.patch(
    '/user/avatar',
    {
      onRequest: anyone,
      schema: {
        tags,
        security,
        summary: 'D5: create or replace the caller’s avatar',
        description: `Any logged-in user, multipart. ${uploadErrors}`,
        ...imageForm(AVATAR),
        response: noContent,
      },
    },
    async (request, reply) => {
      await savePicture(app, request, request.auth.userId, AVATAR);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/user/avatar',
    {
      onRequest: anyone,
      schema: {
        tags,
        security,
        summary: 'D6: delete the caller’s avatar (204 also when there is none)',
        response: noContent,
      },
    },
    async (request, reply) => {
      await removePicture(deps(request.log), request.auth.userId, AVATAR);
      return reply.code(204).send();
    },
  );

  app.get(
    '/freelancer/backgroundPicture/:id(^\\d+$)',
    {
      onRequest: anyone,
      preHandler: viewable,
      schema: {
        tags,
        security,
        summary: 'D7: a freelancer’s background picture',
        description: withInvestorRule(
          'Freelancers and admins. 200 Picture (1320x250 WebP data URL), 204 when there is none, ' +
            '404 `User not found` when the id is not a freelancer.',
        ),
        params: byId,
        response: pictureAnswers,
      },
    },
    async (request, reply) => {
      const picture = await readPicture(deps(request.log), request.params.id, BACKGROUND);
      return picture ? reply.code(200).send(picture) : reply.code(204).send();
    },
  );

  // D8 and D9 are the same save under two methods (API.md: PATCH from the snapshot, POST spec).
  for (const [method, summary] of [
    ['PATCH', 'D8: create or replace the caller’s background'],
    ['POST', 'D9: create or replace the caller’s background (same as D8)'],
  ] as const) {
    app.route({
      method,
      url: '/freelancer/backgroundPicture',
      onRequest: freelancer,
      schema: {
        tags,
        security,
        summary,
        description: `FREELANCER, multipart. ${uploadErrors}`,
        ...imageForm(BACKGROUND),
        response: noContent,
      },
      handler: async (request, reply) => {
        await savePicture(app, request, request.auth.userId, BACKGROUND);
        return reply.code(204).send();
      },
    });
  }

  app.delete(
    '/freelancer/backgroundPicture',
    {
      onRequest: freelancer,
      schema: {
        tags,
        security,
        summary: 'D10: delete the caller’s background (204 also when there is none)',
        response: noContent,
      },
    },
    async (request, reply) => {
      await removePicture(deps(request.log), request.auth.userId, BACKGROUND);
      return reply.code(204).send();
    },
  );
};

export default routes;
