import type { InvestorData } from '@handlowo/contract';

/** A temporary investor who has answered nothing yet (A10 shape). */
export function investorData(overrides: Partial<InvestorData> = {}): InvestorData {
  return {
    id: 5,
    email: 'mock-5@handlowo.pl',
    firstName: '',
    lastName: '',
    company: null,
    phone: null,
    role: 'INVESTOR',
    isMock: true,
    activityDestiny: null,
    organizationStage: null,
    salesDepartment: null,
    companyEmails: null,
    goToMarketStrategy: null,
    businessType: null,
    investorRole: null,
    employeeCountRange: null,
    companySiteUrl: null,
    companyDescription: null,
    orders: [],
    products: [],
    ...overrides,
  };
}

/** A registered investor with a name and a company (A10 shape). */
export function registeredInvestorData(overrides: Partial<InvestorData> = {}): InvestorData {
  return investorData({
    email: 'anna@firma.pl',
    firstName: 'Anna',
    lastName: 'Kowalska',
    company: 'Firma',
    isMock: false,
    ...overrides,
  });
}
