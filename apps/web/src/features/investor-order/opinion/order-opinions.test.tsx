import type { InvestorData, OrderActivity } from '@handlowo/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeToken, mockFetch } from '@/testing/fetch-mock.ts';
import { renderRoute } from '@/testing/render.tsx';
import { activity, order, registeredInvestor } from '../testing/order-fixtures.ts';

// The first render loads the lazy route modules, slow on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const freelancer = { id: 90, firstName: 'Anna', lastName: 'Nowak', userAvatar: null };
const labels = [
  'Jakość współpracy i zaangażowanie',
  'Responsywność i kontakt z handlowcem',
  'Efekty współpracy i liczba aktywności',
  'Zadowolenie z wykonanych aktywności',
];

function realised(service: Partial<OrderActivity>): InvestorData {
  return registeredInvestor({
    orders: [
      order({
        orderStatus: 'REALIZED',
        orderActivities: [activity({ freelancer, offerState: 'ACCEPTED', ...service })],
      }),
    ],
  });
}

const opinion = (overrides: Partial<NonNullable<OrderActivity['opinion']>> = {}) => ({
  id: 5,
  authorType: 'INVESTOR' as const,
  date: new Date().toISOString(),
  text: 'Dobra robota',
  categoryOpinions: labels.map((_, i) => ({
    category: (
      [
        'JAKOSC_WSPOLPRACY_I_ZAANGAZOWANIE',
        'RESPONSYWNOSC_I_KONTAKT_Z_HANDLOWCEM',
        'EFEKTY_WSPOLPRACY_I_LICZBA_AKTYWNOSCI',
        'ZADOWOLENIE_Z_WYKONANYCH_AKTYWNOSCI',
      ] as const
    )[i] as 'JAKOSC_WSPOLPRACY_I_ZAANGAZOWANIE',
    score: 4,
  })),
  editableUntil: new Date(Date.now() + 86_400_000).toISOString(),
  ...overrides,
});

describe('the client rates the freelancers of a realised order (issue 27)', () => {
  beforeEach(() => {
    window.localStorage.setItem('token', fakeToken(['INVESTOR']));
  });

  it('shows the banner, rates in the modal and sends all four categories and the text', async () => {
    let rated = false;
    const requests = mockFetch({
      'GET /api/investor/me': () => ({
        json: realised(rated ? { opinion: opinion(), score: 4.5 } : {}),
      }),
      'POST /api/investor/order-activities/31/opinion': () => {
        rated = true;
        return { status: 201, json: {} };
      },
    });
    const { user } = renderRoute('/investor/order');
    expect(await screen.findByText('Oceń współpracę z freelancerami')).toBeVisible();
    expect(screen.getByText(/1 usługa do oceny/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Oceń: Anna Nowak (Umawianie spotkań)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Opinia o freelancerze' });
    expect(within(dialog).getByText(/jako „Opinia klienta”/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Opublikuj opinię' }));
    expect(await within(dialog).findAllByText('Musisz podać wartość')).toHaveLength(4);

    for (const [index, label] of labels.entries()) {
      const stars = index === 0 ? '5 gwiazdek' : '4 gwiazdki';
      within(dialog)
        .getByRole('radio', { name: `${label}: ${stars}` })
        .focus();
      await user.keyboard('{Enter}');
    }
    await user.click(within(dialog).getByRole('textbox', { name: /Twoja opinia/ }));
    await user.paste('Polecam');
    await user.click(within(dialog).getByRole('button', { name: 'Opublikuj opinię' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Opinia o freelancerze' })).toBeNull(),
    );
    const post = requests.find((r) => r.method === 'POST');
    expect(JSON.parse(String(post?.body))).toEqual({
      text: 'Polecam',
      categoryOpinions: [
        { category: 'JAKOSC_WSPOLPRACY_I_ZAANGAZOWANIE', score: 5 },
        { category: 'RESPONSYWNOSC_I_KONTAKT_Z_HANDLOWCEM', score: 4 },
        { category: 'EFEKTY_WSPOLPRACY_I_LICZBA_AKTYWNOSCI', score: 4 },
        { category: 'ZADOWOLENIE_Z_WYKONANYCH_AKTYWNOSCI', score: 4 },
      ],
    });
    // Rated: the banner is gone, the edit stays offered for 14 days.
    expect(
      await screen.findByRole('button', { name: 'Edytuj opinię: Anna Nowak (Umawianie spotkań)' }),
    ).toBeVisible();
    expect(screen.queryByText('Oceń współpracę z freelancerami')).toBeNull();
  }, 30_000);

  it('edits the investor’s opinion with PUT, starting from the stored values', async () => {
    const requests = mockFetch({
      'GET /api/investor/me': { json: realised({ opinion: opinion() }) },
      'PUT /api/investor/order-activities/31/opinion': { json: {} },
    });
    const { user } = renderRoute('/investor/order');
    await user.click(
      await screen.findByRole('button', {
        name: 'Edytuj opinię: Anna Nowak (Umawianie spotkań)',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Opinia o freelancerze' });
    expect(within(dialog).getByRole('textbox', { name: /Twoja opinia/ })).toHaveValue(
      'Dobra robota',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    const put = requests.find((r) => r.method === 'PUT');
    expect(JSON.parse(String(put?.body))).toMatchObject({ text: 'Dobra robota' });
  }, 30_000);

  it('offers nothing for the guardian’s opinion or an opinion past its 14 days', async () => {
    mockFetch({
      'GET /api/investor/me': {
        json: registeredInvestor({
          orders: [
            order({
              orderStatus: 'REALIZED',
              orderActivities: [
                activity({
                  id: 31,
                  freelancer,
                  opinion: opinion({ authorType: 'GUARDIAN', editableUntil: null }),
                }),
                activity({
                  id: 32,
                  freelancer,
                  opinion: opinion({ editableUntil: new Date(Date.now() - 1000).toISOString() }),
                }),
              ],
            }),
          ],
        }),
      },
    });
    renderRoute('/investor/order');
    expect(await screen.findByText('Zrealizowane')).toBeVisible();
    expect(screen.queryByText('Oceń współpracę z freelancerami')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edytuj opinię/ })).toBeNull();
  });

  it('shows no banner before the order is realised', async () => {
    mockFetch({
      'GET /api/investor/me': {
        json: registeredInvestor({
          orders: [order({ orderStatus: 'ACTIVE', orderActivities: [activity({ freelancer })] })],
        }),
      },
    });
    renderRoute('/investor/order');
    expect(await screen.findByText('Aktywne')).toBeVisible();
    expect(screen.queryByText('Oceń współpracę z freelancerami')).toBeNull();
  });
});
