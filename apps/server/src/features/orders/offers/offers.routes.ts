import {
  coercedIdField,
  DECLINE_REASON_MAX,
  DeclineOfferBody,
  offerMessages as m,
  OFFER_ESCALATION_HOURS,
  OFFER_REMINDER_HOURS,
} from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent, bearerSecurity as security } from '../../../lib/http-schemas.ts';
import { orderWriteContext } from '../mails/order-write-context.ts';
import { answerOffer } from './offers.service.ts';

const tags = ['freelancer-assignments'];

const rules =
  'Ours (issue 25). FREELANCER only; other roles and anonymous callers 403. The service must ' +
  `be offered to the caller: another freelancer’s service or an unknown id is 404 \`${m.offerNotFound}\`; ` +
  `a second answer is 400: after accepting \`${m.offerAlreadyAccepted}\` (accept) or ` +
  `\`${m.declineAfterAccept}\` (decline), and once the service was declined by the caller or ` +
  `given to another freelancer \`${m.offerNoLongerYours}\`. The order’s row is locked, so ` +
  'parallel answers and re-assignments (F15) are applied one after another: exactly one wins. ' +
  'Notifications (with their e-mails, unless the user turned the kind off) are written in the ' +
  'same transaction; the e-mails are sent by the job queue after it commits. An unanswered ' +
  `offer reminds the freelancer after ${OFFER_REMINDER_HOURS} h and tells the guardian after ` +
  `${OFFER_ESCALATION_HOURS} h.`;

const params = z.object({ orderActivityId: coercedIdField });

/** The freelancer's answer to an offer (issue 25): accept or decline. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/freelancer/me/assignments/:orderActivityId(^\\d+$)/accept',
    {
      onRequest: app.authorize('FREELANCER'),
      schema: {
        tags,
        security,
        summary: 'Accept the offer of a service (ours, issue 25)',
        description:
          `${rules} Accepting sets the service ACCEPTED and tells the guardian ` +
          '(OFFER_ACCEPTED); when every service of the order is then ACCEPTED, the order ' +
          'becomes ACTIVE (ORDER_ACTIVE to the investor and the order’s freelancers). No body; ' +
          '204.',
        params,
        response: noContent,
      },
    },
    async (request, reply) => {
      await answerOffer(
        orderWriteContext(app, request.log),
        { freelancerId: request.auth.userId, orderActivityId: request.params.orderActivityId },
        { kind: 'ACCEPT' },
      );
      return reply.code(204).send();
    },
  );

  app.post(
    '/freelancer/me/assignments/:orderActivityId(^\\d+$)/decline',
    {
      onRequest: app.authorize('FREELANCER'),
      schema: {
        tags,
        security,
        summary: 'Decline the offer of a service (ours, issue 25)',
        description:
          `${rules} Body \`{reason?}\` (optional, up to ${DECLINE_REASON_MAX} characters, ` +
          `blank counts as none; longer: 400 \`${m.declineReasonMax}\`). The service returns ` +
          'to unassigned (no freelancer, state DECLINED with the reason, shown to the admin in ' +
          'the investor detail, F9) and the guardian is told (OFFER_DECLINED). 204.',
        params,
        // No body at all is no reason (the client may send none).
        body: z.preprocess((body) => body ?? {}, DeclineOfferBody),
        response: noContent,
      },
    },
    async (request, reply) => {
      await answerOffer(
        orderWriteContext(app, request.log),
        { freelancerId: request.auth.userId, orderActivityId: request.params.orderActivityId },
        { kind: 'DECLINE', reason: request.body.reason },
      );
      return reply.code(204).send();
    },
  );
};

export default routes;
