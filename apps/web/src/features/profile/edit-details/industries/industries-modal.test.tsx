import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/testing/fetch-mock.ts';
import { openIndustriesModal } from '../index.ts';
import { onboardedFreelancer } from '../testing/fixtures.ts';
import { renderModal, sentBody } from '../testing/render-modal.tsx';

const industries = [
  {
    id: 1,
    name: 'IT',
    subIndustries: [
      { id: 11, name: 'Oprogramowanie', info: '' },
      { id: 12, name: 'Sprzęt komputerowy', info: '' },
    ],
  },
  { id: 2, name: 'Handel', subIndustries: [{ id: 21, name: 'Żywność', info: '' }] },
];

describe('Edytuj branże', () => {
  it('adds sub-industries in the stacked modal (with search), removes one and saves B10', async () => {
    const requests = mockFetch({
      'GET /api/industries': { json: industries },
      'PATCH /api/freelancer/me/industries': {},
    });
    const { user } = renderModal(() => openIndustriesModal({ freelancer: onboardedFreelancer() }));
    const dialog = await screen.findByRole('dialog', { name: 'Edytuj branże' });
    await user.click(within(dialog).getByRole('button', { name: 'Dodaj branże' }));
    const add = await screen.findByRole('dialog', { name: 'Dodaj branże' });
    await user.type(await within(add).findByRole('searchbox', { name: 'Szukaj' }), 'ŻYW');
    expect(within(add).queryByRole('checkbox', { name: /Oprogramowanie/ })).toBeNull();
    await user.click(within(add).getByRole('checkbox', { name: /Żywność/ }));
    await user.clear(within(add).getByRole('searchbox', { name: 'Szukaj' }));
    await user.click(within(add).getByRole('checkbox', { name: /Sprzęt komputerowy/ }));
    await user.click(within(add).getByRole('button', { name: 'Zatwierdź' }));
    await waitFor(() => expect(add).not.toBeInTheDocument());

    await user.click(within(dialog).getByRole('button', { name: 'Usuń: Oprogramowanie' }));
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const saved = requests.filter((r) => r.method === 'PATCH');
    expect(saved.map((r) => [r.url, sentBody(r.body)])).toEqual([
      ['/api/freelancer/me/industries', [21, 12]],
    ]);
  });

  it('needs at least one sub-industry', async () => {
    const requests = mockFetch({});
    const { user } = renderModal(() => openIndustriesModal({ freelancer: onboardedFreelancer() }));
    const dialog = await screen.findByRole('dialog', { name: 'Edytuj branże' });
    await user.click(within(dialog).getByRole('button', { name: 'Usuń: Oprogramowanie' }));
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await within(dialog).findByText('Wybierz co najmniej jedną branżę')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PATCH')).toEqual([]);
  });
});
