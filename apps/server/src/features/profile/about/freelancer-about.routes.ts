import {
  ABOUT_MAX,
  AboutInfo,
  coercedIdField,
  MAIN_PASSION_MAX,
  MAX_VIDEO_BYTES,
} from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent, bearerSecurity as security } from '../../../lib/http-schemas.ts';
import { fileUrlBase } from '../../media/file-url.ts';
import { multipartBody } from '../../media/multipart-docs.ts';
import { investorMayView, withInvestorRule } from '../visibility/investor-may-view.ts';
import { readAbout, saveAbout, VIDEO_FIELD } from './freelancer-about.service.ts';

const tags = ['freelancer-about'];

/** D19, D20: the "O mnie" section of the profile. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const viewable = investorMayView(app);
  app.get(
    '/about/freelancer/:id(^\\d+$)',
    {
      onRequest: app.authorize(),
      preHandler: viewable,
      schema: {
        tags,
        security,
        summary: 'D19: a freelancer’s about section',
        description: withInvestorRule(
          'Freelancers and admins. Every field null until the freelancer saved the form; `id` is ' +
            'the freelancer id once saved; `video` is a G1 URL or null: absolute on PUBLIC_URL ' +
            'when it is configured, root-relative (`/api/files/…`) when it is not (ADR 026). ' +
            '404 `User not found` when the id is not a freelancer.',
        ),
        params: z.object({ id: coercedIdField }),
        response: { 200: AboutInfo },
      },
    },
    (request) => readAbout(app.db, request.params.id, fileUrlBase(app.config)),
  );

  app.patch(
    '/about',
    {
      onRequest: app.authorize('FREELANCER'),
      schema: {
        tags,
        security,
        summary: 'D20: save the caller’s about section',
        description:
          'FREELANCER, multipart. Errors: 400 with the field’s Polish message (`Wpisz swoje ' +
          'zajawki`, length limits), 400 `Niepoprawny format pliku` (the video is not MP4, MOV ' +
          'or AVI by its content, or its boxes/chunks do not tile the file), 413 `Maksymalny rozmiar wideo to 50MB`. A new video ' +
          'replaces the current one; the replaced or removed file is deleted.',
        ...multipartBody(
          'The about form',
          {
            about: { description: 'Required, trimmed', maxLength: ABOUT_MAX },
            mainPassion: {
              description: 'Optional; empty is stored as null',
              maxLength: MAIN_PASSION_MAX,
            },
            [VIDEO_FIELD]: {
              file: true,
              description: `Optional new video: MP4, MOV or AVI (checked by content and container structure), at most ${MAX_VIDEO_BYTES} bytes; absent keeps the current one`,
            },
            removeVideo: {
              description: '`true` deletes the current video (ignored when a new one is sent)',
              enum: ['true', 'false'],
            },
          },
          ['about'],
        ),
        response: noContent,
      },
    },
    async (request, reply) => {
      await saveAbout(app, request, request.auth.userId);
      return reply.code(204).send();
    },
  );
};

export default routes;
