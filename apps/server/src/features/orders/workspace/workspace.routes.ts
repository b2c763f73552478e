import {
  AssignmentBrief,
  AssignmentListQuery,
  AssignmentSummary,
  coercedIdField,
  offerMessages,
  WorkspaceGuardianWithOrders,
  WorkspaceProduct,
  WorkspaceProductQuery,
} from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity as security } from '../../../lib/http-schemas.ts';
import {
  getAssignmentBrief,
  getAssignments,
  getWorkspaceGuardians,
  getWorkspaceProducts,
} from './workspace.service.ts';

const tags = ['freelancer-workspace'];
const ours = 'Ours (issue 25), FREELANCER only; other roles and anonymous callers 403.';
const whose =
  'The caller’s services are those offered to them (`offerState` OFFERED) or accepted by them; ' +
  'a service they declined or that was re-assigned to someone else is no longer theirs.';

/** The freelancer's workspace: Pulpit, Zlecenia, Produkty and Opiekun read these. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const freelancer = app.authorize('FREELANCER');
  const files = (log: Parameters<typeof getAssignmentBrief>[0]['log']) => ({
    db: app.db,
    media: app.media,
    log,
  });

  app.get(
    '/freelancer/me/assignments',
    {
      onRequest: freelancer,
      schema: {
        tags,
        security,
        summary: 'The caller’s services: offers, work in progress and finished work',
        description:
          `${ours} ${whose} \`group\`: OFFERED (an offer waiting for the caller’s answer), ` +
          'ACCEPTED (accepted, the order not realised yet) or DONE (the order REALIZED). ' +
          '`state` filters by that group; without it every group. Latest start first. ' +
          '`endDate` = `startDate` + `period` months. 400 for another `state`.',
        querystring: AssignmentListQuery,
        response: { 200: z.array(AssignmentSummary) },
      },
    },
    (request) => getAssignments(app.db, request.auth.userId, request.query.state),
  );

  app.get(
    '/freelancer/me/assignments/:orderActivityId(^\\d+$)',
    {
      onRequest: freelancer,
      schema: {
        tags,
        security,
        summary: 'The brief of one of the caller’s services',
        description:
          `${ours} ${whose} The service (main task), amount, period, dates, the investor’s ` +
          'description, the funnel stage, the investor’s company and products (as E9 lists ' +
          'them), the guardian’s contact with the small avatar as a data URL, the state, and ' +
          'once the order is realised the review of this service (null before or when not ' +
          `rated). Unknown id, another freelancer’s or no longer the caller’s: 404 \`${offerMessages.offerNotFound}\`.`,
        params: z.object({ orderActivityId: coercedIdField }),
        response: { 200: AssignmentBrief },
      },
    },
    (request) =>
      getAssignmentBrief(files(request.log), request.auth.userId, request.params.orderActivityId),
  );

  app.get(
    '/freelancer/me/products',
    {
      onRequest: freelancer,
      schema: {
        tags,
        security,
        summary: 'The products of every order the caller works or worked on',
        description:
          `${ours} ${whose} The products of those orders’ investors, by investor and number, ` +
          'each with the caller’s latest service for that investor (`orderActivityId`) to link ' +
          'to. `search` keeps the products whose name contains it (any case); at most 100 ' +
          'characters, else 400.',
        querystring: WorkspaceProductQuery,
        response: { 200: z.array(WorkspaceProduct) },
      },
    },
    (request) => getWorkspaceProducts(app.db, request.auth.userId, request.query.search),
  );

  app.get(
    '/freelancer/me/guardians',
    {
      onRequest: freelancer,
      schema: {
        tags,
        security,
        summary: 'The guardians of the caller’s orders, with their contact',
        description:
          `${ours} ${whose} Each admin looking after one of those orders once, by last name, ` +
          'with e-mail, phone (null when not given), the small avatar as a data URL and the ' +
          'orders they look after (each with the caller’s latest service on it). Orders ' +
          'without a guardian are left out.',
        response: { 200: z.array(WorkspaceGuardianWithOrders) },
      },
    },
    (request) => getWorkspaceGuardians(files(request.log), request.auth.userId),
  );
};

export default routes;
