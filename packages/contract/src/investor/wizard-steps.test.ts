import { describe, expect, it } from 'vitest';
import { isOrderEditable } from './order-rules.ts';
import type { Order, OrderActivity, Product } from './schemas.ts';
import { WIZARD_STEPS, wizardStartStep } from './wizard.ts';

const pipeline = {
  id: 2,
  name: 'Kwalifikacja',
  description: 'Sprawdzenie leadów',
  goal: 'Lista klientów gotowych do rozmowy',
  pipelineMainTasks: [{ id: 7, name: 'Telefony', description: 'Rozmowy z leadami' }],
};

const activity: OrderActivity = {
  id: 11,
  name: 'Telefony',
  pipelineMainTask: { id: 7, name: 'Telefony', description: 'Rozmowy z leadami' },
  amount: 100,
  period: 3,
  startDate: '2027-02-01',
  description: 'Rozmowy z zarządami firm',
  freelancer: null,
  score: null,
  offerState: null,
  declineReason: null,
  opinion: null,
};

function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 1,
    investorOrderNumber: 1,
    pipeline: null,
    orderActivities: [],
    orderStatus: 'NEW',
    orderStatusDescription: 'Nowe',
    averageScore: null,
    orderAdminDTO: null,
    ...overrides,
  };
}

const product = { id: 3, name: 'CRM' } as Product;

describe('wizardStartStep (spec document 2 section 2)', () => {
  it('opens on step 0 while the first order has no funnel stage', () => {
    expect(wizardStartStep({ orders: [order()], products: [] })).toBe(0);
    // Products alone do not skip the stage: the first order decides.
    expect(wizardStartStep({ orders: [order()], products: [product] })).toBe(0);
  });

  it('opens on step 1 with a stage but no services', () => {
    expect(wizardStartStep({ orders: [order({ pipeline })], products: [product] })).toBe(1);
  });

  it('opens on step 2 with services and an empty products array', () => {
    const data = { orders: [order({ pipeline, orderActivities: [activity] })], products: [] };
    expect(wizardStartStep(data)).toBe(2);
  });

  it('opens on the summary (3) once products exist', () => {
    const data = {
      orders: [order({ pipeline, orderActivities: [activity] })],
      products: [product],
    };
    expect(wizardStartStep(data)).toBe(WIZARD_STEPS - 1);
  });

  it('reads only the first order', () => {
    const data = {
      orders: [order(), order({ id: 2, pipeline, orderActivities: [activity] })],
      products: [product],
    };
    expect(wizardStartStep(data)).toBe(0);
    expect(wizardStartStep({ orders: [], products: [] })).toBe(0);
  });
});

describe('isOrderEditable', () => {
  it('allows changes while the order is new or being verified', () => {
    expect(isOrderEditable('NEW')).toBe(true);
    expect(isOrderEditable('VERYFICATION')).toBe(true);
    expect(isOrderEditable('ACTIVE')).toBe(false);
    expect(isOrderEditable('REALIZED')).toBe(false);
  });
});
