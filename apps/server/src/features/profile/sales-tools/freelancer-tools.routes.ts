import { coercedIdField, SalesTool } from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../lib/errors.ts';
import { bearerSecurity as security } from '../../../lib/http-schemas.ts';
import { investorMayView, withInvestorRule } from '../visibility/investor-may-view.ts';
import { findTools } from './freelancer-tools.repository.ts';

const tags = ['freelancer-tools'];

/** D25: the "Narzędzia sprzedażowe" section. The owner saves the list with B18. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const viewable = investorMayView(app);
  app.get(
    '/freelancer/tools/:id(^\\d+$)',
    {
      onRequest: app.authorize(),
      preHandler: viewable,
      schema: {
        tags,
        security,
        summary: 'D25: a freelancer’s sales tools in saved order',
        description: withInvestorRule(
          'Freelancers and admins. The order is the one the owner saved with B18 (`PATCH ' +
            '/freelancer/tools`). 404 `User not found` when the id is not a freelancer.',
        ),
        params: z.object({ id: coercedIdField }),
        response: { 200: z.array(SalesTool) },
      },
    },
    async (request) => {
      const tools = await findTools(app.db, request.params.id);
      if (!tools) throw notFound();
      return tools;
    },
  );
};

export default routes;
