import { investors } from '../../../db/schema/index.ts';

/**
 * The investor's questionnaire answers (the eight steps, API.md C1–C16) as select columns: A10,
 * the admin's 'Ankieta' and the data export read the same set.
 */
export const investorAnswerColumns = {
  activityDestiny: investors.activityDestiny,
  organizationStage: investors.organizationStage,
  salesDepartment: investors.salesDepartment,
  companyEmails: investors.companyEmails,
  goToMarketStrategy: investors.goToMarketStrategy,
  businessType: investors.businessType,
  investorRole: investors.investorRole,
  employeeCountRange: investors.employeeCountRange,
  companySiteUrl: investors.companySiteUrl,
  companyDescription: investors.companyDescription,
};
