import {
  coercedIdField,
  profileMessages as m,
  profileItemLimits,
  WorkExperience,
  WorkExperienceBody,
} from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent, bearerSecurity as security } from '../../../lib/http-schemas.ts';
import { investorMayView, withInvestorRule } from '../visibility/investor-may-view.ts';
import {
  addExperience,
  listExperience,
  removeExperience,
  replaceExperience,
} from './work-experience.service.ts';

const tags = ['work-experience'];
// One name for both meanings of the segment: OpenAPI forbids two templates of one path.
const itemParams = z.object({ id: coercedIdField.describe('The experience entry id') });

const bodyRules =
  'Dates `YYYY-MM-DD`: only the year and month count, the first day of the month is stored. ' +
  '`endDate` null or omitted = ongoing. Errors: 400 with the field’s Polish message ' +
  `(\`${m.jobTitleRequired}\`, \`${m.previousCompanyRequired}\`, \`${m.countryRequired}\`, ` +
  `\`${m.stateRequired}\`, \`${m.cityRequired}\`, length limits, \`${m.dateInvalid}\`), ` +
  `400 \`${m.endBeforeStart}\``;

const notYours = `404 \`${m.experienceNotFound}\` (unknown id or another freelancer’s entry; nothing changes)`;

/** D40–D43: the "Doświadczenie" section. In the path, GET takes the freelancer id, the writes the item id. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const viewable = investorMayView(app);
  const freelancer = app.authorize('FREELANCER');

  app.get(
    '/workExperience/freelancer/:id(^\\d+$)',
    {
      onRequest: app.authorize(),
      preHandler: viewable,
      schema: {
        tags,
        security,
        summary: 'D40: a freelancer’s work experience',
        description: withInvestorRule(
          'Freelancers and admins. Order: ongoing entries (`endDate` null) first, then the newest ' +
            '`startDate`, then the newest id. 404 `User not found` when the id is not a freelancer.',
        ),
        params: z.object({ id: coercedIdField.describe('The freelancer id (its user id)') }),
        response: { 200: z.array(WorkExperience) },
      },
    },
    (request) => listExperience(app.db, request.params.id),
  );

  app.post(
    '/workExperience/freelancer',
    {
      onRequest: freelancer,
      schema: {
        tags,
        security,
        summary: 'D41: add a work experience entry',
        description: `FREELANCER, to the caller’s list; answers the created entry. ${bodyRules}, 400 \`${m.tooManyExperiences}\` beyond ${profileItemLimits.experiences}.`,
        body: WorkExperienceBody,
        response: { 201: WorkExperience },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addExperience(app.db, request.auth.userId, request.body)),
  );

  app.patch(
    '/workExperience/freelancer/:id(^\\d+$)',
    {
      onRequest: freelancer,
      schema: {
        tags,
        security,
        summary: 'D42: replace one of the caller’s experience entries',
        description: `FREELANCER, the D41 body; every field is replaced. ${bodyRules}, ${notYours}.`,
        params: itemParams,
        body: WorkExperienceBody,
        response: noContent,
      },
    },
    async (request, reply) => {
      await replaceExperience(app.db, request.auth.userId, request.params.id, request.body);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/workExperience/freelancer/:id(^\\d+$)',
    {
      onRequest: freelancer,
      schema: {
        tags,
        security,
        summary: 'D43: delete one of the caller’s experience entries',
        description: `FREELANCER. Errors: ${notYours}.`,
        params: itemParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      await removeExperience(app.db, request.auth.userId, request.params.id);
      return reply.code(204).send();
    },
  );
};

export default routes;
