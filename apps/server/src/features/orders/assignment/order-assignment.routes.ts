import { coercedIdField, idField, wizardMessages as m } from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent, bearerSecurity as security } from '../../../lib/http-schemas.ts';
import { orderWriteContext } from '../mails/order-write-context.ts';
import { assignFreelancer, assignGuardian } from './order-assignment.service.ts';

const tags = ['admin-orders'];
const who = 'ADMIN; other roles and anonymous callers 403.';

const mailRule =
  'E-mails (Polish, plain text and HTML) are queued in the same transaction and sent by the ' +
  'job queue after it commits, retried while the mail server is away; the answer never waits ' +
  'for them.';

const guardianRules =
  `${who} Sets the order’s guardian: a NEW order becomes VERYFICATION; re-assigning replaces ` +
  'the guardian and keeps the status. ' +
  `Unknown order, or an order of a temporary (mock) investor (not shown by the panel): 404 ` +
  `\`${m.orderNotFound}\`. An id that is not an ADMIN user’s: 404 ` +
  `\`${m.guardianNotFound}\`. Nothing changes on an error. ` +
  'The investor is e-mailed (with the guardian’s name and e-mail and a link to /investor/order) ' +
  `when the guardian changes: the first one or another admin; assigning the same admin again sends nothing. ${mailRule}`;

const freelancerRules =
  `${who} Sets the service’s freelancer; re-assigning replaces it. Unknown service, or a ` +
  'service of a temporary (mock) investor’s order (not shown by the panel): 404 ' +
  `\`${m.orderActivityNotFound}\`. An id that is not a FREELANCER user’s: 404 ` +
  `\`${m.freelancerNotFound}\`; a freelancer without finished onboarding: 400 ` +
  `\`${m.freelancerNotOnboarded}\`. Only while the order is VERYFICATION: NEW is 400 ` +
  `\`${m.freelancerBeforeGuardian}\`, ACTIVE and REALIZED are 400 \`${m.freelancerOrderClosed}\`. ` +
  'When every service of the order then has a freelancer, the order becomes ACTIVE in the same ' +
  'transaction (the order’s row is locked, so a parallel add of a service cannot be missed). ' +
  'The freelancer is e-mailed (the service, its amount, period and start, a link to ' +
  '/freelancer/profile) when the service becomes theirs (not when re-assigned to the same ' +
  'freelancer; the replaced one is not mailed); the investor when the order becomes ACTIVE ' +
  `(a link to /investor/order). ${mailRule}`;

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
