import {
  ActivityDestinyBody,
  BusinessTypeBody,
  CompanyDescriptionBody,
  CompanyEmailsBody,
  CompanySiteUrlBody,
  EmployeeCountRangeBody,
  GoToMarketStrategyBody,
  InvestorData,
  InvestorRoleBody,
  OrganizationStageBody,
  SalesDepartmentBody,
} from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  getInvestorMe,
  type InvestorOptionField,
  saveCompanyDescription,
  saveCompanyEmails,
  saveCompanySiteUrl,
  saveInvestorOption,
  saveSalesDepartment,
} from './investor-onboarding.service.ts';

const noContent = { 204: z.void().describe('No content') };
const tags = ['investor-onboarding'];
const security = [{ bearerAuth: [] }];

/** A10 and the investor onboarding saves C2–C16; INVESTOR includes the temporary investor. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const investor = app.authorize('INVESTOR');

  app.get(
    '/investor/me',
    { preHandler: investor, schema: { tags, security, response: { 200: InvestorData } } },
    (request) => getInvestorMe(app.db, request.auth.userId),
  );

  /** A save of the caller's answers: body schema in, one service call, 204. */
  const save = <B extends z.ZodType>(
    url: string,
    body: B,
    run: (userId: number, value: z.output<B>) => Promise<void>,
  ) =>
    app.patch(
      url,
      { preHandler: investor, schema: { tags, security, body, response: noContent } },
      async (request, reply) => {
        // The type provider cannot narrow a generic schema; the validator has produced exactly this.
        await run(request.auth.userId, request.body as z.output<B>);
        return reply.code(204).send();
      },
    );

  const option = (field: InvestorOptionField) => (userId: number, name: string) =>
    saveInvestorOption(app.db, { userId, field, name });

  save('/investor/me/activityDestiny', ActivityDestinyBody, option('activityDestiny'));
  save('/investor/me/organizationStage', OrganizationStageBody, option('organizationStage'));
  save('/investor/me/salesDepartment', SalesDepartmentBody, (userId, value) =>
    saveSalesDepartment(app.db, userId, value),
  );
  save('/investor/me/company-emails', CompanyEmailsBody, (userId, emails) =>
    saveCompanyEmails(app.db, userId, emails),
  );
  save('/investor/me/goToMarketStrategy', GoToMarketStrategyBody, option('goToMarketStrategy'));
  save('/investor/me/businessType', BusinessTypeBody, option('businessType'));
  save('/investor/me/investorRole', InvestorRoleBody, option('investorRole'));
  save('/investor/me/employeeCountRange', EmployeeCountRangeBody, option('employeeCountRange'));
  save('/investor/me/companySiteUrl', CompanySiteUrlBody, (userId, url) =>
    saveCompanySiteUrl(app.db, userId, url),
  );
  save('/investor/me/companyDescription', CompanyDescriptionBody, (userId, text) =>
    saveCompanyDescription(app.db, userId, text),
  );
};

export default routes;
