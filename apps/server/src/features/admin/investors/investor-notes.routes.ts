import {
  adminMessages,
  coercedIdField,
  InvestorQuestionnaire,
  OrderPreferences,
} from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity as security } from '../../../lib/http-schemas.ts';
import { getInvestorQuestionnaire, getOrderPreferences } from './investor-notes.service.ts';

const tags = ['admin-investors'];
const who = 'ADMIN; other roles and anonymous callers 403. Ours (issue 27).';
const byId = `An unknown id, a temporary investor’s or a non-investor’s: 404 \`${adminMessages.investorNotFound}\`.`;
const params = z.object({ id: coercedIdField.describe('The investor’s user id') });

/** The investor detail's 'Ankieta' card and preference notes (issue 27). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.authorize('ADMIN');

  app.get(
    '/admin-panel/investors/:id(^\\d+$)/questionnaire',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'The investor’s onboarding answers (the ‘Ankieta’ card)',
        description:
          `${who} The eight steps’ answers in step order with their Polish labels (step 8, ` +
          '‘Szczegóły’, as its two fields): an option as the questionnaire titled it, with its ' +
          'second line in `detail`; the sales department as ‘Tak’ (with the company e-mails in ' +
          '`detail`) or ‘Nie’; null when not answered. `answeredSteps`: the onboarding ' +
          `progress (0–8). One statement. ${byId}`,
        params,
        response: { 200: InvestorQuestionnaire },
      },
    },
    (request) => getInvestorQuestionnaire(app.db, request.params.id),
  );

  app.get(
    '/admin-panel/investors/:id(^\\d+$)/order-preferences',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'What the investor’s repeated orders ask for',
        description:
          `${who} Only the orders with a preference, by number: the number of the order a ` +
          '‘Zamów ponownie’ repeats, and per service the freelancer the client asks for again ' +
          `(the previous order’s freelancer of the same task). ${byId}`,
        params,
        response: { 200: z.array(OrderPreferences) },
      },
    },
    (request) => getOrderPreferences(app.db, request.params.id),
  );
};

export default routes;
