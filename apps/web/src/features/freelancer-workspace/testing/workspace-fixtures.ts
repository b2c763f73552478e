import type {
  AssignmentBrief,
  AssignmentSummary,
  Product,
  WorkspaceGuardianWithOrders,
} from '@handlowo/contract';

/* Answers of the workspace's endpoints for the screen tests. */

export function assignment(overrides: Partial<AssignmentSummary> = {}): AssignmentSummary {
  return {
    orderActivityId: 11,
    name: 'Umawianie spotkań',
    amount: 40,
    period: 3,
    startDate: '2027-01-04',
    endDate: '2027-04-04',
    group: 'OFFERED',
    offerState: 'OFFERED',
    offeredAt: '2026-11-20T10:00:00.000Z',
    answeredAt: null,
    order: {
      id: 5,
      investorOrderNumber: 2,
      status: 'VERYFICATION',
      statusDescription: 'Weryfikacja',
    },
    investorCompany: 'Alfa sp. z o.o.',
    pipelineName: 'Pozyskiwanie klientów',
    ...overrides,
  };
}

export const product: Product = {
  id: 3,
  investorProductNumber: 1,
  name: 'CRM dla biur rachunkowych',
  subIndustry: { id: 1, name: 'Oprogramowanie', info: '' },
  description: 'System obsługi klientów.',
  sectors: [],
  companySize: [{ name: 'SMALL', description: 'Małe firmy', target: '' }],
  buyerPersons: [{ id: 1, name: 'Właściciel firmy', groupName: 'Zarząd' }],
  additionalNotes: null,
  country: 'POLAND',
  state: null,
  city: null,
};

export const guardian = {
  id: 2,
  firstName: 'Ewa',
  lastName: 'Opiekuńcza',
  email: 'ewa@handlowo.pl',
  phone: '+48 600 100 200',
  pictureData: null,
};

export function brief(overrides: Partial<AssignmentBrief> = {}): AssignmentBrief {
  return {
    ...assignment(),
    description: 'Spotkania z biurami rachunkowymi z Mazowsza.',
    mainTaskDescription: 'Umawianie spotkań z decydentami.',
    pipeline: { id: 1, name: 'Pozyskiwanie klientów', description: 'Pierwszy kontakt.' },
    investor: {
      company: 'Alfa sp. z o.o.',
      companySiteUrl: 'https://alfa.example',
      companyDescription: 'Producent oprogramowania.',
    },
    products: [product],
    guardian,
    review: null,
    ...overrides,
  };
}

export const guardians: WorkspaceGuardianWithOrders[] = [
  {
    ...guardian,
    orders: [
      {
        orderId: 5,
        investorOrderNumber: 2,
        investorCompany: 'Alfa sp. z o.o.',
        orderActivityId: 11,
        name: 'Umawianie spotkań',
      },
    ],
  },
];
