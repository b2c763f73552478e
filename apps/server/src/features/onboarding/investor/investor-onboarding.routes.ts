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
import { defineAnswerSaves } from '../../../lib/define-answer-saves.ts';
import { bearerSecurity as security } from '../../../lib/http-schemas.ts';
import {
  getInvestorMe,
  type InvestorOptionField,
  saveCompanyDescription,
  saveCompanyEmails,
  saveCompanySiteUrl,
  saveInvestorOption,
  saveSalesDepartment,
} from './investor-onboarding.service.ts';

const tags = ['investor-onboarding'];

/** A10 and the investor onboarding saves C2–C16; INVESTOR includes the temporary investor. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const investor = app.authorize('INVESTOR');

  app.get(
    '/investor/me',
    {
      onRequest: investor,
      schema: {
        tags,
        security,
        summary: 'A10: the logged investor with their orders and products',
        description:
          'INVESTOR, the temporary investor included. `orders` (issue 27, API.md says oldest ' +
          'first): the current draft first — the newest NEW order, else the newest in ' +
          'VERYFICATION (still editable) — then the others newest first, so a client that works ' +
          'on `orders[0]` (E3) works on the draft; with no draft, the newest order first. Each ' +
          'with its funnel stage and the stage’s main tasks (or null), its services ' +
          'oldest first (`name` = the main task’s name, `startDate` YYYY-MM-DD, the assigned ' +
          'freelancer with the 96x96 avatar as a data URL or null) and its guardian with the same ' +
          'small avatar; a picture whose file is missing reads as null. `products` by ' +
          '`investorProductNumber`. Four statements (auth lookup included) however much the ' +
          'investor has, then one read per distinct avatar file.',
        response: { 200: InvestorData },
      },
    },
    (request) =>
      getInvestorMe({ db: app.db, media: app.media, log: request.log }, request.auth.userId),
  );

  const save = defineAnswerSaves(app, { onRequest: investor, tags });

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
