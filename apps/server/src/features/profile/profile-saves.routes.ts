import {
  CompanyBody,
  LanguagesBody,
  LocalizationBody,
  NameBody,
  WorkingAreaBody,
} from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineAnswerSaves } from '../../lib/define-answer-saves.ts';
import { noContent, bearerSecurity as security } from '../../lib/http-schemas.ts';
import { companyFormToBody } from './company-form.ts';
import {
  saveCompany,
  saveLanguages,
  saveLocalization,
  saveName,
  saveWorkingArea,
} from './freelancer-profile.service.ts';

const tags = ['freelancer-profile'];

/** D11–D14 and D18: the owner's saves of the profile's person-side blocks, 204 each. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const freelancer = app.authorize('FREELANCER');
  const save = defineAnswerSaves(app, { onRequest: freelancer, tags });

  save('/freelancer/me/name', NameBody, (userId, name) => saveName(app.db, userId, name));
  save('/freelancer/me/localization', LocalizationBody, (userId, body) =>
    saveLocalization(app.db, userId, body),
  );
  save('/freelancer/me/localization/workingArea', WorkingAreaBody, (userId, body) =>
    saveWorkingArea(app.db, userId, body),
  );
  save('/languages', LanguagesBody, (userId, list) => saveLanguages(app.db, userId, list));

  // Multipart (canonical) or the snapshot's scalar text: the hook reduces the form to `{company}`.
  app.patch(
    '/freelancer/me/company',
    {
      onRequest: freelancer,
      preValidation: companyFormToBody,
      schema: {
        tags,
        security,
        summary: 'Company name (D12)',
        description:
          'multipart/form-data with the text field `company` (canonical), or the bare name as text (`X`, `"X"`, `{"company":"X"}`); 2–50 characters, or empty to remove it: the company is optional everywhere (issue 28, ADR 024).',
        body: CompanyBody,
        response: noContent,
      },
    },
    async (request, reply) => {
      await saveCompany(app.db, request.auth.userId, request.body);
      return reply.code(204).send();
    },
  );
};

export default routes;
