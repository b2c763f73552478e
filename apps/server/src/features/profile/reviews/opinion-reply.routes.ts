import {
  clientOpinionMessages as cm,
  coercedIdField,
  OPINION_REPLY_MAX,
  OpinionReplyBody,
  Review,
} from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity as security } from '../../../lib/http-schemas.ts';
import { replyToOpinion } from './opinion-reply.service.ts';

/** Issue 27 (not in API.md): the freelancer's one public answer to an opinion of them. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/freelancer/me/opinions/:opinionId(^\\d+$)/reply',
    {
      onRequest: app.authorize('FREELANCER'),
      schema: {
        tags: ['reviews'],
        security,
        summary: 'The reviewed freelancer answers an opinion, once',
        description:
          'Ours (issue 27). FREELANCER; other roles and anonymous callers 403. `{opinionId}` is ' +
          'a Review `id` of D37. Body `{text}`: 1–' +
          `${OPINION_REPLY_MAX} characters after trimming (else 400 \`${cm.replyRequired}\`, ` +
          `\`${cm.replyMax}\`). An opinion of another freelancer or an unknown id: 404 ` +
          `\`${cm.replyNotFound}\`. Once per opinion, also under parallel requests (one ` +
          `statement checks and writes): a second reply 400 \`${cm.alreadyReplied}\`. The ` +
          'answer is public: D37 shows it as the Review’s `reply` `{text, date}`. Answers 201 ' +
          'with the Review.',
        params: z.object({ opinionId: coercedIdField }),
        body: OpinionReplyBody,
        response: { 201: Review },
      },
    },
    async (request, reply) => {
      const review = await replyToOpinion(
        { db: app.db, media: app.media, log: request.log },
        {
          freelancerId: request.auth.userId,
          reviewId: request.params.opinionId,
          text: request.body.text,
        },
      );
      return reply.code(201).send(review);
    },
  );
};

export default routes;
