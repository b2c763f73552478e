import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/testing/fetch-mock.ts';
import { openLocationModal } from '../index.ts';
import { countries, freelancerBar, onboardedFreelancer, states } from '../testing/fixtures.ts';
import { renderModal, sentBody } from '../testing/render-modal.tsx';

const title = 'Edytuj lokalizację i obszar świadczenia usług';
const routes = {
  'GET /api/countries': { json: countries },
  'GET /api/states': { json: states },
  'PATCH /api/freelancer/me/localization': {},
  'PATCH /api/freelancer/me/localization/workingArea': {},
};

function open(bar = freelancerBar()) {
  return renderModal(() => openLocationModal({ freelancer: onboardedFreelancer(), bar }));
}

describe('Edytuj lokalizację i obszar świadczenia usług', () => {
  it('switching the area type clears its value, which is then required', async () => {
    const requests = mockFetch(routes);
    const { user } = open(
      freelancerBar({
        localization: { country: 'POLAND', state: 'MAZOWIECKIE', city: 'Warszawa' },
        workingArea: 'COUNTRY',
        workingAreaValue: 'POLAND',
      }),
    );
    await screen.findByRole('dialog', { name: title });
    const value = screen.getByRole('combobox', { name: /^Obszar świadczenia usług/ });
    await waitFor(() => expect(value).toHaveValue('Polska'));

    await user.click(screen.getByRole('radio', { name: 'Województwo' }));
    expect(value).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await screen.findByText('Wybierz obszar świadczenia usług')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PATCH')).toEqual([]);

    // Back to the country: cleared again.
    await user.click(value);
    await user.click(await screen.findByRole('option', { name: 'Mazowieckie' }));
    expect(value).toHaveValue('Mazowieckie');
    await user.click(screen.getByRole('radio', { name: 'Kraj' }));
    expect(value).toHaveValue('');
  });

  it('loads the states for Poland, leaves a blank city out and saves D13 then D14', async () => {
    const requests = mockFetch(routes);
    const { user } = open();
    const dialog = await screen.findByRole('dialog', { name: title });
    // Poland is the default country; its voivodeships load and are shown capitalised.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Kraj/ })).toHaveValue('Polska'),
    );
    await waitFor(() => expect(requests.some((r) => r.url === '/api/states')).toBe(true));

    await user.click(screen.getByRole('combobox', { name: /^Województwo/ }));
    await user.click(await screen.findByRole('option', { name: 'Dolnośląskie' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Miasto/ }), '   ');
    await user.click(screen.getByRole('combobox', { name: /^Obszar świadczenia usług/ }));
    await user.click(await screen.findByRole('option', { name: 'Polska' }));
    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const sent = requests.filter((r) => r.method === 'PATCH');
    expect(sent.map((r) => [r.url, sentBody(r.body)])).toEqual([
      ['/api/freelancer/me/localization', { country: 'POLAND', state: 'DOLNOSLASKIE' }],
      [
        '/api/freelancer/me/localization/workingArea',
        { workingArea: 'COUNTRY', workingAreaValue: 'POLAND' },
      ],
    ]);
  });

  it('requires the state and limits the city to 50 characters', async () => {
    mockFetch(routes);
    const { user } = open();
    await screen.findByRole('dialog', { name: title });
    await user.type(screen.getByRole('textbox', { name: /^Miasto/ }), 'x'.repeat(51));
    expect(
      await screen.findByText('Nazwa miasta może mieć maksymalnie 50 znaków'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await screen.findByText('Wybierz województwo')).toBeInTheDocument();
  });
});
