import type { InvestorData } from '@handlowo/contract';

export { investorData } from '@/testing/investor-data.ts';

/** All eight answers given. */
export const allAnswers: Partial<InvestorData> = {
  activityDestiny: 'NEW_CLIENTS',
  organizationStage: 'STARTUP',
  salesDepartment: true,
  companyEmails: 'anna@firma.pl,piotr@firma.pl',
  goToMarketStrategy: 'OUTBOUND',
  businessType: 'B2B',
  investorRole: 'OWNER',
  employeeCountRange: 'SMALL',
  companySiteUrl: 'firma.pl',
  companyDescription: 'Sprzedajemy oprogramowanie.',
};

export const activityDestinies = [
  { name: 'NEW_CLIENTS', target: 'Pozyskanie nowych klientów', description: 'Chcę rosnąć' },
  { name: 'NEW_MARKET', target: 'Wejście na nowy rynek', description: 'Nowy region' },
];
export const organizationStages = [
  { name: 'STARTUP', target: 'Startup', description: 'Dopiero zaczynamy' },
];
export const strategies = [
  { name: 'OUTBOUND', target: 'Aktywne docieranie', description: 'Outbound' },
];
export const businessTypes = [{ name: 'B2B', target: 'Firmy', description: 'Sprzedaż B2B' }];
export const investorRoles = [{ name: 'OWNER', description: 'Właściciel' }];
export const employeeCountRanges = [{ name: 'SMALL', description: '1–10 osób' }];

/** GET answers of the six option lists. */
export const optionLists = {
  'GET /api/activity-destiny': { json: activityDestinies },
  'GET /api/organization-stage': { json: organizationStages },
  'GET /api/strategies': { json: strategies },
  'GET /api/business-type': { json: businessTypes },
  'GET /api/investor-role': { json: investorRoles },
  'GET /api/employee-count-range': { json: employeeCountRanges },
};
