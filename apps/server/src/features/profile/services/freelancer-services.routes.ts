import {
  ActivitiesBody,
  ActivityBody,
  coercedIdField,
  FreelancerActivity,
  messages,
  profileMessages,
} from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent, bearerSecurity as security } from '../../../lib/http-schemas.ts';
import { investorMayView, withInvestorRule } from '../visibility/investor-may-view.ts';
import { addService, listServices, replaceServicesOf } from './freelancer-services.service.ts';

const tags = ['freelancer-services'];

const pointsNote =
  '`id` is the catalogue id (as `activityId`), `name` and `info` come from the catalogue (B15). ' +
  '`orderCount` = the freelancer’s services of REALIZED orders whose main task maps to this ' +
  'catalogue service (`pipeline_main_task_activities`), `points` = the sum of the category ' +
  'scores of those services’ reviews (F16; 0 while none is rated); both are null until such an ' +
  'order exists (the client shows 0).';

/** D26–D28: the "Usługi" section. The owner's own replacement is B16 (freelancer-onboarding). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const viewable = investorMayView(app);
  app.get(
    '/activities/freelancer/:id(^\\d+$)',
    {
      onRequest: app.authorize(),
      preHandler: viewable,
      schema: {
        tags,
        security,
        summary: 'D26: a freelancer’s services in saved order',
        description: withInvestorRule(
          `Freelancers and admins. ${pointsNote} 404 \`User not found\` when the id is not a freelancer.`,
        ),
        params: z.object({ id: coercedIdField }),
        response: { 200: z.array(FreelancerActivity) },
      },
    },
    (request) => listServices(app.db, request.params.id),
  );

  app.post(
    '/freelancer/me/activity',
    {
      onRequest: app.authorize('FREELANCER'),
      schema: {
        tags,
        security,
        summary: 'D27: add one service at the end of the caller’s list',
        description:
          `FREELANCER. Answers the added service (${pointsNote}) ` +
          `Errors: 400 \`${profileMessages.serviceAlreadyAdded}\` when the service is already on ` +
          `the list (also for two parallel adds of the same one), 400 \`${messages.unknownOption}\` ` +
          `for an id outside the catalogue, 400 \`${profileMessages.serviceRequired}\` / ` +
          `\`${profileMessages.serviceLevelRequired}\` for a missing id or a level outside 1–5.`,
        body: ActivityBody,
        response: { 201: FreelancerActivity },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addService(app.db, request.auth.userId, request.body)),
  );

  // Digits only: `PATCH /freelancer/me/activities` (B16) stays the owner's route (API.md 1.6).
  app.patch(
    '/freelancer/:id(^\\d+$)/activities',
    {
      onRequest: app.authorize('ADMIN'),
      schema: {
        tags,
        security,
        summary: 'D28: an admin replaces a freelancer’s services',
        description:
          'ADMIN. Body and effect as B16 for freelancer `{id}`: the whole list in display order, ' +
          'level-0 entries dropped, duplicates 400, unknown ids 400 ' +
          `\`${messages.unknownOption}\`. 404 \`User not found\` when the id is not a freelancer.`,
        params: z.object({ id: coercedIdField }),
        body: ActivitiesBody,
        response: noContent,
      },
    },
    async (request, reply) => {
      await replaceServicesOf(app.db, request.params.id, request.body);
      return reply.code(204).send();
    },
  );
};

export default routes;
