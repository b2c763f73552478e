import {
  accountMessages,
  coercedIdField,
  DATA_EXPORT_JSON_NAME,
  DATA_EXPORT_VERSION,
  DataExport,
  ErrorResponse,
} from '@handlowo/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity as security } from '../../../lib/http-schemas.ts';
import { exportOwnData, exportUserData, type PreparedExport } from './data-export.service.ts';

const tags = ['data-export'];

/*
 * The JSON inside the ZIP as a named component of the OpenAPI document (`DataExport`; the docs
 * list it a second time as `DataExportInput`, as every named schema): OpenAPI cannot describe a
 * file inside a ZIP, so the description points at it.
 */
DataExport.meta({
  id: 'DataExport',
  description: `The ${DATA_EXPORT_JSON_NAME} of a data export (GET /account/export); docs/data-export.md`,
});

const zipLayout =
  `A ZIP (streamed, no Content-Length): \`${DATA_EXPORT_JSON_NAME}\` first (deflated, UTF-8, ` +
  `pretty-printed JSON of the schema \`DataExport\` below, version ${DATA_EXPORT_VERSION}, from ` +
  'packages/contract/src/account/data-export.ts; every field is explained in docs/data-export.md), ' +
  'then the stored files, uncompressed, under `media/`: `avatar.webp`, `background.webp`, ' +
  '`portfolio-<pictureId>.webp`, `video-<videoId>.<mp4|mov|avi>`, `about-video.<ext>` (main ' +
  'renditions only). Each picture and video in the JSON names its file in `file`; a file missing ' +
  'from storage is `null` there and not in the ZIP. The JSON holds the account (never the ' +
  'password, only `hasPassword`), the onboarding answers and profile with dictionary names, ' +
  'pictures, videos, certificates, experience, education, orders with services, products, ' +
  'services assigned, orders guarded, reviews received and written with scores, set-password ' +
  'links (never the token) and the addresses the account logged in from in the last 30 days. Other people appear by id only (an order’s freelancer and guardian, ' +
  'the reviewed freelancer), except the names a review shows on the profile. Read from one ' +
  'consistent snapshot in a fixed number of statements. Headers: `Content-Type: ' +
  'application/zip`, `Content-Disposition: attachment; filename="handlowo-dane-<id>-<YYYY-MM-DD>.zip"` ' +
  '(UTC date), `Cache-Control: no-store`. A storage failure in the middle of the download cuts ' +
  'the connection (the ZIP is then incomplete; download again).';

const zipResponse = {
  description: 'The ZIP of the user’s data',
  content: {
    'application/zip': { schema: z.unknown().meta({ type: 'string', format: 'binary' }) },
  },
};

function sendZip(reply: FastifyReply, { fileName, zip }: PreparedExport) {
  return reply
    .code(200)
    .type('application/zip')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(zip);
}

/** Issue 12: the data export (RODO art. 15 and 20) of oneself and, for admins, of a user. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const context = (log: typeof app.log) => ({ db: app.db, media: app.media, log });

  app.get(
    '/account/export',
    {
      onRequest: app.authorize(),
      // The files are webp and mp4 already, and a compressing stream would only cost CPU.
      compress: false,
      schema: {
        tags,
        security,
        summary: 'Download everything stored about me (ZIP)',
        description: `Any logged-in user (the temporary investor included); anonymous callers 403. ${zipLayout}`,
        response: { 200: zipResponse },
      },
    },
    async (request, reply) => {
      const prepared = await exportOwnData(context(request.log), request.auth.userId);
      request.log.info({ userId: request.auth.userId }, 'data export of own account');
      return sendZip(reply, prepared);
    },
  );

  app.get(
    '/admin-panel/users/:id(^\\d+$)/export',
    {
      onRequest: app.authorize('ADMIN'),
      compress: false,
      schema: {
        tags,
        security,
        summary: 'Download everything stored about a freelancer or an investor (ZIP)',
        description:
          'ADMIN; other roles and anonymous callers 403. The same ZIP as `GET /account/export` ' +
          'of the user `id`, a freelancer or an investor (a temporary one included). An admin’s ' +
          `id or an unknown one: 404 \`${accountMessages.userNotFound}\`; an id that is not a ` +
          `positive integer of at most 2147483647: 400. ${zipLayout}`,
        params: z.object({ id: coercedIdField.describe('The user’s id') }),
        response: {
          200: zipResponse,
          404: ErrorResponse.describe('Not a freelancer’s or an investor’s id'),
        },
      },
    },
    async (request, reply) => {
      const userId = request.params.id;
      const prepared = await exportUserData(context(request.log), userId);
      // Who read whose data: an admin's export of someone else is worth a trace.
      request.log.info({ userId, adminId: request.auth.userId }, 'data export by an admin');
      return sendZip(reply, prepared);
    },
  );
};

export default routes;
