import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type MockResponse, mockFetch } from '@/testing/fetch-mock.ts';
import { openSectorsModal } from '../index.ts';
import { onboardedFreelancer } from '../testing/fixtures.ts';
import { renderModal, sentBody } from '../testing/render-modal.tsx';

const sectors = [
  { id: 1, name: 'Sektor 1', description: '' },
  { id: 2, name: 'Energetyka', description: 'prąd' },
  { id: 3, name: 'Finanse', description: '' },
];
const typesOfSales = [
  { typeOfSales: 'B2B', description: 'Firmom' },
  { typeOfSales: 'B2C', description: 'Osobom prywatnym' },
];

describe('Edytuj sektory', () => {
  it('saves the type of sales first, then the sectors in their order', async () => {
    let typeOfSalesDone = false;
    let sectorsAfterTypeOfSales = false;
    const requests = mockFetch({
      'GET /api/typeOfSales': { json: typesOfSales },
      'GET /api/sectors': { json: sectors },
      'PATCH /api/freelancer/me/typeOfSales': async (): Promise<MockResponse> => {
        await new Promise((done) => setTimeout(done, 10));
        typeOfSalesDone = true;
        return {};
      },
      'PATCH /api/sector/freelancer': () => {
        sectorsAfterTypeOfSales = typeOfSalesDone;
        return {};
      },
    });
    const { user } = renderModal(() => openSectorsModal({ freelancer: onboardedFreelancer() }));
    const dialog = await screen.findByRole('dialog', { name: 'Edytuj sektory' });

    await user.click(await within(dialog).findByRole('radio', { name: 'Osobom prywatnym' }));
    await user.click(within(dialog).getByRole('button', { name: 'Dodaj sektory' }));
    const add = await screen.findByRole('dialog', { name: 'Dodaj sektory' });
    await user.type(await within(add).findByRole('searchbox', { name: 'Szukaj' }), 'FIN');
    await user.click(within(add).getByRole('checkbox', { name: /Finanse/ }));
    await user.clear(within(add).getByRole('searchbox', { name: 'Szukaj' }));
    await user.click(within(add).getByRole('checkbox', { name: /Energetyka/ }));
    await user.click(within(add).getByRole('button', { name: 'Zatwierdź' }));
    await waitFor(() => expect(add).not.toBeInTheDocument());

    await user.click(within(dialog).getByRole('button', { name: 'Usuń: Sektor 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    const saved = requests.filter((r) => r.method === 'PATCH');
    expect(saved.map((r) => [r.url, sentBody(r.body)])).toEqual([
      ['/api/freelancer/me/typeOfSales', 'B2C'],
      ['/api/sector/freelancer', [3, 2]],
    ]);
    expect(sectorsAfterTypeOfSales).toBe(true);
  });

  it('asks for a type of sales when none is chosen', async () => {
    const requests = mockFetch({ 'GET /api/typeOfSales': { json: typesOfSales } });
    const { user } = renderModal(() =>
      openSectorsModal({ freelancer: onboardedFreelancer({ typeOfSales: null }) }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edytuj sektory' });
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await within(dialog).findByText('Wybierz rodzaj sprzedaży')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PATCH')).toEqual([]);
  });
});
