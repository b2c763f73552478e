import type { Executor } from '../../db/client.ts';
import {
  activityDestinies,
  businessTypes,
  employeeCountRanges,
  goToMarketStrategies,
  investorRoles,
  organizationStages,
} from '../../db/schema/index.ts';
import {
  listActivities,
  listBuyerPersons,
  listCompanySizes,
  listCountries,
  listIncomeGoals,
  listIndustries,
  listLanguages,
  listPlainOptions,
  listSalesTools,
  listSectors,
  listSpecializations,
  listStates,
  listTargetedOptions,
  listTypesOfSales,
  listWorkingHours,
} from './reference-data.repository.ts';

/**
 * The dictionaries by endpoint. They carry no rules beyond "display order", so each entry is the
 * read the route answers with.
 */
export const referenceData = {
  specializations: listSpecializations,
  workingHours: listWorkingHours,
  incomeGoals: listIncomeGoals,
  industries: listIndustries,
  typesOfSales: listTypesOfSales,
  sectors: listSectors,
  activities: listActivities,
  salesTools: listSalesTools,
  activityDestinies: (db: Executor) => listTargetedOptions(db, activityDestinies),
  organizationStages: (db: Executor) => listTargetedOptions(db, organizationStages),
  goToMarketStrategies: (db: Executor) => listTargetedOptions(db, goToMarketStrategies),
  businessTypes: (db: Executor) => listTargetedOptions(db, businessTypes),
  investorRoles: (db: Executor) => listPlainOptions(db, investorRoles),
  employeeCountRanges: (db: Executor) => listPlainOptions(db, employeeCountRanges),
  countries: listCountries,
  states: listStates,
  languages: listLanguages,
  companySizes: listCompanySizes,
  buyerPersons: listBuyerPersons,
};
