import {
  coercedIdField,
  MAX_VIDEO_BYTES,
  profileItemLimits,
  VIDEO_TITLE_MAX,
  Video,
  VideoTitleBody,
} from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent, bearerSecurity as security } from '../../../lib/http-schemas.ts';
import { fileUrlBase } from '../../media/file-url.ts';
import { multipartBody } from '../../media/multipart-docs.ts';
import { investorMayView, withInvestorRule } from '../visibility/investor-may-view.ts';
import { VIDEO_FILE_NAME_MAX } from './video-file-name.ts';
import {
  addVideo,
  listVideos,
  removeVideo,
  renameVideo,
  VIDEO_FILE_FIELD,
} from './videos.service.ts';

const tags = ['videos'];

const byId = z.object({ id: coercedIdField });

const notYours =
  '404 `Nie znaleziono wideo` when the id is unknown or another freelancer’s (nothing changes).';

/** D29–D32: the "Wideo" section of the profile. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const viewable = investorMayView(app);
  const freelancer = app.authorize('FREELANCER');

  app.get(
    '/video/freelancer/:id(^\\d+$)',
    {
      onRequest: app.authorize(),
      preHandler: viewable,
      schema: {
        tags,
        security,
        summary: 'D29: a freelancer’s videos',
        description: withInvestorRule(
          'Freelancers and admins. Newest first ([P]). `fileUrl` is a G1 URL (no token needed, ' +
            'range requests answered): absolute on PUBLIC_URL when it is configured ' +
            '(`https://handlowo.pl/api/files/…`, so a client on another origin can play it), ' +
            'root-relative (`/api/files/…`) when it is not (ADR 026); `date` is the upload’s ' +
            'ISO 8601 timestamp. 404 `User not found` when the id is not a freelancer.',
        ),
        params: byId,
        response: { 200: z.array(Video) },
      },
    },
    (request) => listVideos(app.db, request.params.id, fileUrlBase(app.config)),
  );

  app.post(
    '/video',
    {
      onRequest: freelancer,
      schema: {
        tags,
        security,
        summary: 'D30: add a video to the caller’s profile',
        description:
          'FREELANCER, multipart; the file is streamed to storage, never held whole. 201 the ' +
          'new Video; `fileName` is the sent file name cleaned (path, control characters ' +
          `removed, at most ${VIDEO_FILE_NAME_MAX} characters), \`wideo\` when there is none. ` +
          'Errors: 400 `Dodaj plik wideo` (no file), 400 `Niepoprawny format pliku` (not MP4, MOV or ' +
          'AVI by its content, or its boxes/chunks do not tile the file), 413 `Maksymalny rozmiar wideo to 50MB`, 400 with the title’s ' +
          `message (\`Podaj tytuł wideo\`, at most ${VIDEO_TITLE_MAX} characters), 400 ` +
          `\`Możesz dodać maksymalnie ${profileItemLimits.videos} wideo\` when the list is full ` +
          '(checked before the upload is read, and atomically on insert). A refused upload ' +
          'leaves no file.',
        ...multipartBody(
          'The new video',
          {
            [VIDEO_FILE_FIELD]: {
              file: true,
              description: `MP4, MOV or AVI (checked by content and container structure, not name), at most ${MAX_VIDEO_BYTES} bytes`,
            },
            title: { description: 'Required, trimmed', maxLength: VIDEO_TITLE_MAX },
          },
          [VIDEO_FILE_FIELD, 'title'],
        ),
        response: { 201: Video },
      },
    },
    async (request, reply) => {
      const video = await addVideo(app, request, request.auth.userId);
      return reply.code(201).send(video);
    },
  );

  app.patch(
    '/video/:id(^\\d+$)',
    {
      onRequest: freelancer,
      schema: {
        tags,
        security,
        summary: 'D31: rename one of the caller’s videos',
        description: `FREELANCER. Only the title can change. 400 with the title’s message. ${notYours}`,
        params: byId,
        body: VideoTitleBody,
        response: noContent,
      },
    },
    async (request, reply) => {
      await renameVideo(app.db, request.auth.userId, request.params.id, request.body.title);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/video/:id(^\\d+$)',
    {
      onRequest: freelancer,
      schema: {
        tags,
        security,
        summary: 'D32: delete one of the caller’s videos',
        description: `FREELANCER. The file is deleted once the row is gone. ${notYours}`,
        params: byId,
        response: noContent,
      },
    },
    async (request, reply) => {
      await removeVideo(
        { db: app.db, media: app.media, log: request.log },
        request.auth.userId,
        request.params.id,
      );
      return reply.code(204).send();
    },
  );
};

export default routes;
