import { coercedIdField, idField, wizardMessages as m } from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent, bearerSecurity as security } from '../../../lib/http-schemas.ts';
import { orderWriteContext } from '../mails/order-write-context.ts';
import { assignFreelancer, assignGuardian } from './order-assignment.service.ts';

const tags = ['admin-orders'];
const who = 'ADMIN; other roles and anonymous callers 403.';

const mailRule =
  'Notifications and their e-mails (Polish, plain text and HTML; each kind can be turned off by ' +
  'its user) are queued in the same transaction and sent by the ' +
  'job queue after it commits, retried while the mail server is away; the answer never waits ' +
  'for them.';

const guardianRules =
  `${who} Sets the order’s guardian: a NEW order becomes VERYFICATION; re-assigning replaces ` +
  'the guardian and keeps the status. ' +
  `Unknown order, or an order of a temporary (mock) investor (not shown by the panel): 404 ` +
  `\`${m.orderNotFound}\`. An id that is not an ADMIN user’s: 404 ` +
  `\`${m.guardianNotFound}\`. Nothing changes on an error. ` +
  'The investor gets GUARDIAN_ASSIGNED (a notification and an e-mail with the guardian’s name ' +
  'and e-mail and a link to /investor/order) ' +
  `when the guardian changes: the first one or another admin; assigning the same admin again sends nothing. ${mailRule}`;

const freelancerRules =
  `${who} Offers the service to the freelancer (issue 25, ADR 018): its state becomes OFFERED ` +
  'and the freelancer accepts or declines it (`POST /api/freelancer/me/assignments/{id}/accept` ' +
  'or `/decline`). Re-assigning a service that is OFFERED or ACCEPTED to someone else makes a new ' +
  'offer and tells the replaced freelancer (OFFER_WITHDRAWN); assigning the freelancer who holds ' +
  'it again changes nothing. Unknown service, or a ' +
  'service of a temporary (mock) investor’s order (not shown by the panel): 404 ' +
  `\`${m.orderActivityNotFound}\`. An id that is not a FREELANCER user’s: 404 ` +
  `\`${m.freelancerNotFound}\`; a freelancer without finished onboarding: 400 ` +
  `\`${m.freelancerNotOnboarded}\`. Only while the order is VERYFICATION: NEW is 400 ` +
  `\`${m.freelancerBeforeGuardian}\`, ACTIVE and REALIZED are 400 \`${m.freelancerOrderClosed}\`. ` +
  '**Changed for old clients (issue 25):** the order no longer becomes ACTIVE when every service ' +
  'merely has a freelancer; it becomes ACTIVE in the transaction of the last acceptance, once ' +
  'every service has an ACCEPTED freelancer (or here, when re-assigning leaves every service ' +
  'ACCEPTED). A client that expected ACTIVE right after this 204 reads the state per service ' +
  'from F9 (`offerState`, `declineReason`). Assignments made before the change count as ' +
  'ACCEPTED. The order’s row is locked, so parallel answers, re-assignments and added services ' +
  'are applied one after another. ' +
  'The freelancer gets OFFER_RECEIVED (a notification and an e-mail with the service, its ' +
  'amount, period and start, a link to /freelancer/orders/{orderActivityId}). ' +
  `${mailRule}`;

/** F12 and F15, each also in the spec's body variant under /admin-panel/orders. */
const routes: FastifyPluginAsyncZod = async (app) => {
  type Log = Parameters<typeof orderWriteContext>[1];
  const guardian = async (log: Log, ids: { orderId: number; adminId: number }) =>
    assignGuardian(orderWriteContext(app, log), ids);
  const freelancer = async (log: Log, ids: { orderActivityId: number; freelancerId: number }) =>
    assignFreelancer(orderWriteContext(app, log), ids);

  app.patch(
    '/order/:orderId(^\\d+$)/admin/:adminId(^\\d+$)',
    {
      onRequest: app.authorize('ADMIN'),
      schema: {
        tags,
        security,
        summary: 'F12: assign the order’s guardian',
        description: `${guardianRules} No body.`,
        params: z.object({ orderId: coercedIdField, adminId: coercedIdField }),
        response: noContent,
      },
    },
    async (request, reply) => {
      await guardian(request.log, request.params);
      return reply.code(204).send();
    },
  );

  app.patch(
    '/admin-panel/orders/admin',
    {
      onRequest: app.authorize('ADMIN'),
      schema: {
        tags,
        security,
        summary: 'F12 with a JSON body `{orderId, adminId}`',
        description: guardianRules,
        body: z.object({ orderId: idField, adminId: idField }),
        response: noContent,
      },
    },
    async (request, reply) => {
      await guardian(request.log, request.body);
      return reply.code(204).send();
    },
  );

  app.patch(
    '/order-activity/:orderActivityId(^\\d+$)/freelancer/:freelancerId(^\\d+$)',
    {
      onRequest: app.authorize('ADMIN'),
      schema: {
        tags,
        security,
        summary: 'F15: assign a service’s freelancer',
        description: `${freelancerRules} No body.`,
        params: z.object({ orderActivityId: coercedIdField, freelancerId: coercedIdField }),
        response: noContent,
      },
    },
    async (request, reply) => {
      await freelancer(request.log, request.params);
      return reply.code(204).send();
    },
  );

  app.patch(
    '/admin-panel/orders/freelancer',
    {
      onRequest: app.authorize('ADMIN'),
      schema: {
        tags,
        security,
        summary: 'F15 with a JSON body `{orderActivityId, freelancerId}`',
        description: freelancerRules,
        body: z.object({ orderActivityId: idField, freelancerId: idField }),
        response: noContent,
      },
    },
    async (request, reply) => {
      await freelancer(request.log, request.body);
      return reply.code(204).send();
    },
  );
};

export default routes;
