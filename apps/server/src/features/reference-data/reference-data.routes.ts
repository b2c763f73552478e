import {
  Activity,
  BuyerPerson,
  CompanySize,
  CountryOption,
  IncomeGoalOption,
  Industry,
  LanguageOption,
  PlainOption,
  SalesTool,
  Sector,
  Specialization,
  StateOption,
  TargetedOption,
  TypeOfSalesOption,
  WorkingHourOption,
} from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { bearerSecurity } from '../../lib/http-schemas.ts';
import { cachedResponses, referenceCache } from '../../lib/reference-cache.ts';
import { referenceData } from './reference-data.service.ts';

/**
 * B1, B5, B7, B9, B11, B13, B15, B17, C1, C3, C7, C9, C11, C13, D15–D17, E7, E8: any logged-in
 * user, the temporary investor included. Answered from memory with ETag revalidation
 * (lib/reference-cache.ts, ADR 010).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const cache = referenceCache(app);
  const list = <T extends z.ZodType>(
    url: string,
    summary: string,
    item: T,
    read: (db: Database) => Promise<z.output<T>[]>,
    description = 'Any logged-in user, the temporary investor included. In display order.',
  ) =>
    app.get(
      url,
      {
        onRequest: app.authorize(),
        // Compressed once per data change by the cache, not per request.
        compress: false,
        schema: {
          tags: ['reference-data'],
          summary,
          description,
          security: bearerSecurity,
          response: cachedResponses(z.array(item)),
        },
      },
      (request, reply) => cache.send(request, reply, url, read),
    );

  list('/specialization', 'Specializations (B1)', Specialization, referenceData.specializations);
  list('/workingHours', 'Working-hour bands (B5)', WorkingHourOption, referenceData.workingHours);
  list('/incomeGoals', 'Income goals (B7)', IncomeGoalOption, referenceData.incomeGoals);
  list('/industries', 'Industries with sub-industries (B9)', Industry, referenceData.industries);
  list('/typeOfSales', 'Types of sales (B11)', TypeOfSalesOption, referenceData.typesOfSales);
  list('/sectors', 'Sectors (B13)', Sector, referenceData.sectors);
  list('/activities', 'Service catalogue (B15)', Activity, referenceData.activities);
  list('/tools', 'Sales tools (B17)', SalesTool, referenceData.salesTools);
  list('/activity-destiny', 'Sales goals (C1)', TargetedOption, referenceData.activityDestinies);
  list(
    '/organization-stage',
    'Organization stages (C3)',
    TargetedOption,
    referenceData.organizationStages,
  );
  list(
    '/strategies',
    'Go-to-market strategies (C7)',
    TargetedOption,
    referenceData.goToMarketStrategies,
  );
  list('/business-type', 'Business types (C9)', TargetedOption, referenceData.businessTypes);
  list('/investor-role', 'Investor roles (C11)', PlainOption, referenceData.investorRoles);
  list(
    '/employee-count-range',
    'Employee count ranges (C13)',
    PlainOption,
    referenceData.employeeCountRanges,
  );
  list('/countries', 'Countries (D15)', CountryOption, referenceData.countries);
  list('/states', 'Voivodeships (D16)', StateOption, referenceData.states);
  list('/languages', 'Languages with Polish labels (D17)', LanguageOption, referenceData.languages);
  list(
    '/company-size',
    'Target company sizes (E7)',
    CompanySize,
    referenceData.companySizes,
    'Any logged-in user (API.md E7). Products send `name`; the select shows `description`, the ' +
      'info `target`. Smallest first.',
  );
  list(
    '/buyer-person',
    'Buyer personas (E8)',
    BuyerPerson,
    referenceData.buyerPersons,
    'Any logged-in user (API.md E8). Products send `id`; the select groups by `groupName`, and ' +
      'each group’s personas come one after another in this order.',
  );
};

export default routes;
