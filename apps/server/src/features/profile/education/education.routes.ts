import {
  coercedIdField,
  Education,
  EducationBody,
  profileMessages as m,
  profileItemLimits,
} from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent, bearerSecurity as security } from '../../../lib/http-schemas.ts';
import { investorMayView, withInvestorRule } from '../visibility/investor-may-view.ts';
import {
  addEducation,
  listEducation,
  removeEducation,
  replaceEducation,
} from './education.service.ts';

const tags = ['education'];
// One name for both meanings of the segment: OpenAPI forbids two templates of one path.
const itemParams = z.object({ id: coercedIdField.describe('The education entry id') });

const bodyRules =
  '`nameOfEducation` = field of study, `titleOfEducation` = institution. Dates `YYYY-MM-DD`: ' +
  'only the year and month count, the first day of the month is stored. `endDate` null or ' +
  'omitted = ongoing. Errors: 400 with the field’s Polish message ' +
  `(\`${m.fieldOfStudyRequired}\`, \`${m.institutionRequired}\`, \`${m.countryRequired}\`, ` +
  `\`${m.stateRequired}\`, \`${m.cityRequired}\`, length limits, \`${m.dateInvalid}\`), ` +
  `400 \`${m.endBeforeStart}\``;

const notYours = `404 \`${m.educationNotFound}\` (unknown id or another freelancer’s entry; nothing changes)`;

/** D44–D47: the "Wykształcenie" section. In the path, GET takes the freelancer id, the writes the item id. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const viewable = investorMayView(app);
  const freelancer = app.authorize('FREELANCER');

  app.get(
    '/freelancer/education/:id(^\\d+$)',
    {
      onRequest: app.authorize(),
      preHandler: viewable,
      schema: {
        tags,
        security,
        summary: 'D44: a freelancer’s education',
        description: withInvestorRule(
          'Freelancers and admins. Order: ongoing entries (`endDate` null) first, then the newest ' +
            '`startDate`, then the newest id. 404 `User not found` when the id is not a freelancer.',
        ),
        params: z.object({ id: coercedIdField.describe('The freelancer id (its user id)') }),
        response: { 200: z.array(Education) },
      },
    },
    (request) => listEducation(app.db, request.params.id),
  );

  app.post(
    '/freelancer/education',
    {
      onRequest: freelancer,
      schema: {
        tags,
        security,
        summary: 'D45: add an education entry',
        description: `FREELANCER, to the caller’s list; answers the created entry. ${bodyRules}, 400 \`${m.tooManyEducations}\` beyond ${profileItemLimits.educations}.`,
        body: EducationBody,
        response: { 201: Education },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addEducation(app.db, request.auth.userId, request.body)),
  );

  app.patch(
    '/freelancer/education/:id(^\\d+$)',
    {
      onRequest: freelancer,
      schema: {
        tags,
        security,
        summary: 'D46: replace one of the caller’s education entries',
        description: `FREELANCER, the D45 body; every field is replaced. ${bodyRules}, ${notYours}.`,
        params: itemParams,
        body: EducationBody,
        response: noContent,
      },
    },
    async (request, reply) => {
      await replaceEducation(app.db, request.auth.userId, request.params.id, request.body);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/freelancer/education/:id(^\\d+$)',
    {
      onRequest: freelancer,
      schema: {
        tags,
        security,
        summary: 'D47: delete one of the caller’s education entries',
        description: `FREELANCER. Errors: ${notYours}.`,
        params: itemParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      await removeEducation(app.db, request.auth.userId, request.params.id);
      return reply.code(204).send();
    },
  );
};

export default routes;
