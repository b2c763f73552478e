import {
  coercedIdField,
  MAX_IMAGE_BYTES,
  PORTFOLIO_INFO_MAX,
  PORTFOLIO_TITLE_MAX,
  PortfolioItem,
  PortfolioPatchBody,
  profileMessages,
} from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent, bearerSecurity as security } from '../../../lib/http-schemas.ts';
import { fileUrlBase } from '../../media/file-url.ts';
import { multipartBody } from '../../media/multipart-docs.ts';
import { investorMayView, withInvestorRule } from '../visibility/investor-may-view.ts';
import {
  addPortfolioItem,
  editPortfolioItem,
  listPortfolio,
  PORTFOLIO_PICTURE,
  PORTFOLIO_PICTURE_FIELD,
  PORTFOLIO_THUMBNAIL,
  removePortfolioItem,
} from './portfolio.service.ts';

const tags = ['portfolio'];

const notYours =
  '404 `Nie znaleziono projektu` when the id is not one of the caller’s portfolio pictures ' +
  '(unknown, another user’s, an avatar or background); nothing changes.';

const renditions =
  `The picture is re-encoded as WebP, EXIF orientation applied, metadata removed, not cropped: ` +
  `scaled down to fit ${PORTFOLIO_PICTURE.width}x${PORTFOLIO_PICTURE.height} (never up), plus a ` +
  `thumbnail within ${PORTFOLIO_THUMBNAIL.width}x${PORTFOLIO_THUMBNAIL.height}.`;

/** D33–D36: the "Portfolio" section of the profile (H: the snapshot's delete path too). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const viewable = investorMayView(app);
  const freelancer = app.authorize('FREELANCER');
  const deps = (log: typeof app.log) => ({
    db: app.db,
    media: app.media,
    log,
    base: fileUrlBase(app.config),
  });

  app.get(
    '/freelancer/:id(^\\d+$)/portfolios',
    {
      onRequest: app.authorize(),
      preHandler: viewable,
      schema: {
        tags,
        security,
        summary: 'D33: a freelancer’s portfolio',
        description: withInvestorRule(
          'Freelancers and admins. The projects in the order they were added (oldest first). ' +
            '`pictureData` is the picture as a data URL; with `?size=small` ([P]) the thumbnail ' +
            'instead (carousels). [P] `pictureUrl` and `thumbnailUrl` are the G1 URLs of the ' +
            'two: absolute on PUBLIC_URL when it is configured, root-relative (`/api/files/…`) ' +
            'when it is not (ADR 026). 404 `User not found` when the id is not a freelancer.',
        ),
        params: z.object({ id: coercedIdField }),
        querystring: z.object({
          size: z
            .enum(['small'])
            .optional()
            .describe('`small`: `pictureData` holds the thumbnail instead of the picture'),
        }),
        response: { 200: z.array(PortfolioItem) },
      },
    },
    (request) =>
      listPortfolio(deps(request.log), request.params.id, {
        small: request.query.size === 'small',
      }),
  );

  app.post(
    '/freelancer/portfolios',
    {
      onRequest: freelancer,
      schema: {
        tags,
        security,
        summary: 'D34: add a project to the caller’s portfolio',
        description:
          `FREELANCER, multipart. ${renditions} 201 the new PortfolioItem (full picture). ` +
          'Errors: 400 `Dodaj projekt` (no picture), 400 `Niepoprawny format pliku` (not JPEG, ' +
          'PNG or WebP by its content), 400 when the image does not decode, 413 `Maksymalny ' +
          'rozmiar obrazu to 3MB`, 400 with the field’s message (`Podaj nazwę projektu`, length ' +
          `limits), 400 \`${profileMessages.tooManyPortfolioItems}\` when it is full ` +
          '(checked before the upload is read, and atomically on insert). A refused upload ' +
          'leaves no file.',
        ...multipartBody(
          'The new project',
          {
            [PORTFOLIO_PICTURE_FIELD]: {
              file: true,
              description: `JPEG, PNG or WebP (checked by content, not name), at most ${MAX_IMAGE_BYTES} bytes`,
            },
            title: { description: 'Required, trimmed', maxLength: PORTFOLIO_TITLE_MAX },
            info: {
              description: 'The comment; optional, may be empty',
              maxLength: PORTFOLIO_INFO_MAX,
            },
          },
          [PORTFOLIO_PICTURE_FIELD, 'title'],
        ),
        response: { 201: PortfolioItem },
      },
    },
    async (request, reply) => {
      const item = await addPortfolioItem(app, request, request.auth.userId);
      return reply.code(201).send(item);
    },
  );

  app.patch(
    '/freelancer/portfolios',
    {
      onRequest: freelancer,
      schema: {
        tags,
        security,
        summary: 'D35: change a project’s title and comment',
        description:
          'FREELANCER. JSON `{pictureId, title, info}`; `id` is taken for `pictureId` (the ' +
          `spec’s name). The picture cannot change here. 400 with the field’s message. ${notYours}`,
        body: PortfolioPatchBody,
        response: noContent,
      },
    },
    async (request, reply) => {
      await editPortfolioItem(app.db, request.auth.userId, request.body);
      return reply.code(204).send();
    },
  );

  // D36 under the spec's path and the snapshot's (API.md H).
  for (const [url, summary] of [
    ['/portfolio/:pictureId(^\\d+$)', 'D36: delete a project of the caller’s portfolio'],
    [
      '/freelancer/portfolios/:pictureId(^\\d+$)',
      'D36 (H alias, the snapshot’s path): delete a project of the caller’s portfolio',
    ],
  ] as const) {
    app.delete(
      url,
      {
        onRequest: freelancer,
        schema: {
          tags,
          security,
          summary,
          description: `FREELANCER. Both files are deleted once the row is gone. ${notYours}`,
          params: z.object({ pictureId: coercedIdField }),
          response: noContent,
        },
      },
      async (request, reply) => {
        await removePortfolioItem(deps(request.log), request.auth.userId, request.params.pictureId);
        return reply.code(204).send();
      },
    );
  }
};

export default routes;
