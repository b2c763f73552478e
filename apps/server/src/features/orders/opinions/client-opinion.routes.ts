import {
  adminMessages,
  ClientOpinionBody,
  clientOpinionMessages as cm,
  coercedIdField,
  OPINION_EDIT_DAYS,
  Review,
  wizardMessages,
} from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity as security } from '../../../lib/http-schemas.ts';
import { orderWriteContext } from '../mails/order-write-context.ts';
import { editClientOpinion, writeClientOpinion } from './client-opinion.service.ts';

const params = z.object({ orderActivityId: coercedIdField });
const path = '/investor/order-activities/:orderActivityId(^\\d+$)/opinion';

const bodyRules =
  `Body: F16’s without the ids: \`text\` (1–250 after trimming) and all four categories exactly ` +
  `once with scores 1–5 (else 400 \`${adminMessages.categoriesIncomplete}\`, ` +
  `\`${adminMessages.scoreRange}\`, \`${adminMessages.opinionTextRequired}\`, ` +
  `\`${adminMessages.opinionTextMax}\`). A service that is unknown or another investor’s: 404 ` +
  `\`${wizardMessages.orderActivityNotFound}\`. `;

const keptScores =
  'In the same transaction, under the order’s row lock, as F16 keeps them: the service’s `score` ' +
  '= the mean of the four scores (2 decimals), the order’s `averageScore` = the mean of its ' +
  'rated services’ scores; D37–D39, D2 and D26 show it at once.';

/**
 * Issue 27 (not in API.md): the investor rates each service of their realised order, once, and
 * may edit the opinion for OPINION_EDIT_DAYS. Real investors only in effect: a temporary investor
 * has no realised order (404).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    path,
    {
      onRequest: app.authorize('INVESTOR'),
      schema: {
        tags: ['investor-orders'],
        security,
        summary: 'The client rates the freelancer of one service of their realised order',
        description:
          'Ours (issue 27; API.md has only the admin’s F16). INVESTOR; other roles and ' +
          `anonymous callers 403. ${bodyRules}The freelancer is the service’s own (no ` +
          `\`freelancerId\`). An order that is not REALIZED: 400 \`${cm.notRealized}\`; a ` +
          `service without a freelancer: 400 \`${cm.noFreelancer}\`. Once per service: a second ` +
          `POST 400 \`${cm.alreadyRated}\`; a service the guardian already rated through F16: ` +
          `400 \`${cm.ratedByGuardian}\` (and F16 refuses a service the client rated). Parallel ` +
          'POSTs queue on the order’s row lock (the unique index on the service is the last ' +
          `guard): one 201, the others 400. ${keptScores} The review has \`authorType\` ` +
          'INVESTOR (the profile shows “Opinia klienta”) and the author’s names are the ' +
          'investor’s. The freelancer gets REVIEW_RECEIVED (notification and e-mail, sent by ' +
          'the job queue after the commit). Answers 201 with the Review as D37 lists it.',
        params,
        body: ClientOpinionBody,
        response: { 201: Review },
      },
    },
    async (request, reply) => {
      const context = { ...orderWriteContext(app, request.log), media: app.media };
      const review = await writeClientOpinion(
        context,
        { investorId: request.auth.userId, activityId: request.params.orderActivityId },
        request.body,
      );
      return reply.code(201).send(review);
    },
  );

  app.put(
    path,
    {
      onRequest: app.authorize('INVESTOR'),
      schema: {
        tags: ['investor-orders'],
        security,
        summary: 'The client edits their opinion of a service (within 14 days)',
        description:
          `Ours (issue 27). INVESTOR; other roles and anonymous callers 403. ${bodyRules}` +
          'Replaces the text and the four scores of the investor’s own opinion of the service ' +
          `(none, or the guardian’s: 404 \`${cm.opinionNotFound}\`) while it is younger than ` +
          `${OPINION_EDIT_DAYS} days (the Order’s \`opinion.editableUntil\`); later: 400 ` +
          `\`${cm.editWindowClosed}\`. ${keptScores} The date stays the writing date. Answers ` +
          '200 with the Review as D37 lists it.',
        params,
        body: ClientOpinionBody,
        response: { 200: Review },
      },
    },
    (request) =>
      editClientOpinion(
        { ...orderWriteContext(app, request.log), media: app.media },
        { investorId: request.auth.userId, activityId: request.params.orderActivityId },
        request.body,
      ),
  );
};

export default routes;
