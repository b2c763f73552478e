import type { InvestorQuestionnaire, Order, OrderPreferences } from '@handlowo/contract';
import { QUESTIONNAIRE_ANSWERS } from '@handlowo/contract';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeToken, mockFetch } from '@/testing/fetch-mock.ts';
import { renderRoute } from '@/testing/render.tsx';
import { investorId, order, primaryData, product } from '../testing/investor-detail-fixtures.ts';

// The first render loads the lazy route modules, which takes a while on a cold worker.
configure({ asyncUtilTimeout: 4000 });

// The assignment modals are another feature's.
vi.mock('@/features/admin-assignment/index.ts', () => ({
  AssignGuardianModal: () => null,
  AssignFreelancerModal: () => null,
}));

const base = `/api/admin-panel/investors/${investorId}`;

const questionnaire: InvestorQuestionnaire = {
  answeredSteps: 8,
  answers: QUESTIONNAIRE_ANSWERS.map((answer) => ({
    ...answer,
    value: answer.key === 'companySiteUrl' ? 'https://zrodlo.pl' : `Odpowiedź: ${answer.label}`,
    detail: answer.key === 'salesDepartment' ? 'handel@zrodlo.pl' : null,
  })),
};

const realised: Order = order({ id: 11, investorOrderNumber: 1, orderStatus: 'REALIZED' });
const repeat: Order = order({ id: 12, investorOrderNumber: 2, orderStatus: 'VERYFICATION' });
const preferences: OrderPreferences[] = [
  {
    orderId: 12,
    repeatOfOrderNumber: 1,
    services: [
      {
        orderActivityId: 31,
        serviceName: 'Umawianie spotkań',
        freelancer: { id: 90, firstName: 'Marek', lastName: 'Nowak' },
      },
    ],
  },
];

function setUp(path = `/admin/investors/${investorId}`) {
  window.localStorage.setItem('token', fakeToken(['ADMIN']));
  const requests = mockFetch({
    'GET /api/admin-panel/me': {
      json: { id: 1, email: 'ala@handlowo.pl', firstName: 'Ala', lastName: 'Admin' },
    },
    'GET /api/admin-panel/stats': { json: { orderCount: 2, investorCount: 1, freelancerCount: 1 } },
    [`GET ${base}`]: { json: primaryData() },
    [`GET ${base}/products`]: { json: [product] },
    [`GET ${base}/orders`]: { json: [realised, repeat] },
    [`GET ${base}/order-preferences`]: { json: preferences },
    [`GET ${base}/questionnaire`]: { json: questionnaire },
  });
  return { ...renderRoute(path), requests };
}

describe('the investor detail’s notes (issue 27)', () => {
  it('opens on the order the queue links to, with its preference notes', async () => {
    setUp(`/admin/investors/${investorId}?order=12`);
    const card = await screen.findByRole('article', { name: 'Zlecenie nr 2' }, { timeout: 6000 });
    expect(screen.getByRole('tab', { name: /Weryfikacja/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(card).toHaveAttribute('aria-current', 'true');
    expect(within(card).getByText('Zamówione ponownie po zleceniu nr 1')).toBeVisible();
    expect(
      within(card).getByText('Klient prosi o tę samą osobę: Marek Nowak (Umawianie spotkań)'),
    ).toBeVisible();
  });

  it('opens on the first tab with orders without `?order=`', async () => {
    setUp();
    await screen.findByRole('article', { name: 'Zlecenie nr 2' }, { timeout: 6000 });
    expect(screen.getByRole('tab', { name: /Weryfikacja/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('article', { name: 'Zlecenie nr 2' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('unfolds the questionnaire’s answers on demand', async () => {
    const { requests } = setUp();
    const toggle = await screen.findByRole('button', { name: 'Ankieta' }, { timeout: 6000 });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(requests.some((r) => r.url.endsWith('/questionnaire'))).toBe(false);
    toggle.click();
    expect(await screen.findByText('Ukończone kroki ankiety: 8 z 8')).toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { name: 'Potrzeby sprzedażowe' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Biznes / Organizacja' })).toBeVisible();
    expect(screen.getByText('Odpowiedź: Cele sprzedaży')).toBeVisible();
    expect(screen.getByText('handel@zrodlo.pl')).toBeVisible();
    expect(screen.getByText('https://zrodlo.pl')).toBeVisible();
  });
});
