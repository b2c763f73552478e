import {
  adminMessages,
  clientOpinionMessages,
  coercedIdField,
  OpinionBody,
  Review,
  reviewAuthorType,
  wizardMessages,
} from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity as security } from '../../../lib/http-schemas.ts';
import { orderWriteContext } from '../mails/order-write-context.ts';
import { rateService } from './order-opinions.service.ts';

const m = adminMessages;

/** F16: "Oceń zlecenie" on the admin's investor detail. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/investor/:id(^\\d+$)/opinions',
    {
      onRequest: app.authorize('ADMIN'),
      schema: {
        tags: ['admin-orders'],
        security,
        summary: 'F16: rate a realised service (writes the freelancer’s review)',
        description:
          'ADMIN; other roles and anonymous callers 403. `{id}` is the investor of the detail ' +
          'screen. Body: the service, its freelancer, the text (1–250 after trimming) and all ' +
          `four categories exactly once with scores 1–5 (else 400 \`${m.categoriesIncomplete}\`, ` +
          `\`${m.scoreRange}\`, \`${m.opinionTextRequired}\`, \`${m.opinionTextMax}\`). ` +
          `Unknown investor or a temporary (mock) one: 404 \`${m.investorNotFound}\`. A service ` +
          `that is unknown or another investor’s: 404 \`${wizardMessages.orderActivityNotFound}\`. ` +
          `An order that is not REALIZED (G2 finishes it): 400 \`${m.opinionOrderNotRealized}\`. ` +
          `\`freelancerId\` other than the service’s freelancer: 400 \`${m.opinionFreelancerMismatch}\`. ` +
          'Issue 27: the review has `authorType` GUARDIAN; the profile shows it as ' +
          `“${reviewAuthorType.labels.GUARDIAN}”. A service its investor rated (POST ` +
          `/investor/order-activities/{id}/opinion): 400 \`${clientOpinionMessages.ratedByInvestor}\`. ` +
          `Each service is rated once: 400 \`${m.opinionAlreadyRated}\`; parallel ratings of one ` +
          'service queue on the order’s row lock, one gets 201 and the others 400. ' +
          'In one transaction: a review of the freelancer (author = the investor’s first and ' +
          'last name, `authorId` = the investor), the service’s `score` = the review’s mean of ' +
          'the four scores (2 decimals, half up), the order’s `averageScore` = the mean of its ' +
          'rated services’ scores (2 decimals). D37–D39 and D2 (`rate`, `count`, `points`, ' +
          '`ordersCount`) and D26’s `points` show it at once. Answers 201 with the Review as ' +
          'D37 lists it. The freelancer gets REVIEW_RECEIVED (issue 25): a notification and an ' +
          'e-mail (Polish, plain text and HTML, the average, the text and a link to ' +
          '/freelancer/orders/{orderActivityId}; the kind’s e-mails can be turned off), written ' +
          'in the same transaction; the job queue sends the e-mail after the commit.',
        params: z.object({ id: coercedIdField }),
        body: OpinionBody,
        response: { 201: Review },
      },
    },
    async (request, reply) => {
      const context = { ...orderWriteContext(app, request.log), media: app.media };
      const review = await rateService(context, request.params.id, request.body);
      return reply.code(201).send(review);
    },
  );
};

export default routes;
