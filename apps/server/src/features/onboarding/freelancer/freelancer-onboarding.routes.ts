import {
  ActivitiesBody,
  coercedIdField,
  ExperienceLevelBody,
  FreelancerData,
  IncomeGoalBody,
  IndustriesBody,
  SectorsBody,
  SpecializationBody,
  ToolsBody,
  TypeOfSalesBody,
  WorkingDaysBody,
  WorkingHourBody,
} from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defineAnswerSaves } from '../../../lib/define-answer-saves.ts';
import { noContent, bearerSecurity as security } from '../../../lib/http-schemas.ts';
import {
  finishOnboarding,
  getFreelancerMe,
  saveActivities,
  saveExperienceLevel,
  saveIncomeGoal,
  saveSalesTools,
  saveSectors,
  saveSpecialization,
  saveSubIndustries,
  saveTypeOfSales,
  saveWorkingDays,
  saveWorkingHours,
} from './freelancer-onboarding.service.ts';

const tags = ['freelancer-onboarding'];

/** A9 and the freelancer onboarding saves B2–B4, B6, B8, B10, B12, B14, B16, B18, B19. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const freelancer = app.authorize('FREELANCER');

  app.get(
    '/freelancer/me',
    { onRequest: freelancer, schema: { tags, security, response: { 200: FreelancerData } } },
    (request) => getFreelancerMe(app.db, request.auth.userId),
  );

  // Digits only, so that other segments fall through to a 404 (API.md 1.6).
  app.patch(
    '/specialization/freelancer/:freelancerId(^\\d+$)',
    {
      onRequest: freelancer,
      schema: {
        tags,
        security,
        params: z.object({ freelancerId: coercedIdField }),
        body: SpecializationBody,
        response: noContent,
      },
    },
    async (request, reply) => {
      await saveSpecialization(app.db, {
        userId: request.auth.userId,
        freelancerId: request.params.freelancerId,
        specializationId: request.body,
      });
      return reply.code(204).send();
    },
  );

  // Document 1 puts both ids in the path (API.md B2, 4.H); any body is ignored.
  app.patch(
    '/specialization/freelancer/:freelancerId(^\\d+$)/:specializationId(^\\d+$)',
    {
      onRequest: freelancer,
      schema: {
        tags,
        security,
        params: z.object({ freelancerId: coercedIdField, specializationId: coercedIdField }),
        response: noContent,
      },
    },
    async (request, reply) => {
      await saveSpecialization(app.db, {
        userId: request.auth.userId,
        freelancerId: request.params.freelancerId,
        specializationId: request.params.specializationId,
      });
      return reply.code(204).send();
    },
  );

  const save = defineAnswerSaves(app, { onRequest: freelancer, tags });

  save('/freelancer/me/experienceLevel', ExperienceLevelBody, (userId, level) =>
    saveExperienceLevel(app.db, userId, level),
  );
  save('/freelancer/me/workingDays', WorkingDaysBody, (userId, days) =>
    saveWorkingDays(app.db, userId, days),
  );
  save('/freelancer/me/workingHours', WorkingHourBody, (userId, key) =>
    saveWorkingHours(app.db, userId, key),
  );
  save('/freelancer/me/incomeGoal', IncomeGoalBody, (userId, key) =>
    saveIncomeGoal(app.db, userId, key),
  );
  save('/freelancer/me/industries', IndustriesBody, (userId, ids) =>
    saveSubIndustries(app.db, userId, ids),
  );
  save('/freelancer/me/typeOfSales', TypeOfSalesBody, (userId, key) =>
    saveTypeOfSales(app.db, userId, key),
  );
  save('/sector/freelancer', SectorsBody, (userId, ids) => saveSectors(app.db, userId, ids));
  save('/freelancer/me/activities', ActivitiesBody, (userId, list) =>
    saveActivities(app.db, userId, list),
  );
  save('/freelancer/tools', ToolsBody, (userId, ids) => saveSalesTools(app.db, userId, ids));

  // No body: the snapshot sends an empty `application/json` one, which the body parser allows.
  app.patch(
    '/onboarding',
    { onRequest: freelancer, schema: { tags, security, response: noContent } },
    async (request, reply) => {
      await finishOnboarding(app.db, request.auth.userId);
      return reply.code(204).send();
    },
  );
};

export default routes;
