import type { FreelancerActivity } from '@handlowo/contract';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { fakeToken, mockFetch } from '@/testing/fetch-mock.ts';
import { closeAllProfileModals } from '../modals/open-profile-modal.tsx';
import { onboardedFreelancer } from '../testing/profile-fixtures.ts';
import { ServicesSection } from './services-section.tsx';

/* Issue 28: a searchable select finds its options by text typed without Polish letters. */

const catalogue = [
  { id: 1, name: 'Cold calling', info: '' },
  { id: 2, name: 'Umawianie spotkań', info: '' },
  { id: 3, name: 'Obsługa klienta', info: '' },
];
const own: FreelancerActivity[] = [];

afterEach(() => act(() => closeAllProfileModals()));
beforeAll(() => import('./services-modals.tsx'));

describe('Dodaj usługę: the searchable service list', () => {
  it('finds ‘Umawianie spotkań’ by ‘spotkan’ and ‘Obsługa klienta’ by ‘OBSLUGA’', async () => {
    window.localStorage.setItem('token', fakeToken(['FREELANCER']));
    mockFetch({
      'GET /api/freelancer/me': { json: onboardedFreelancer({ id: 7 }) },
      'GET /api/activities/freelancer/7': { json: own },
      'GET /api/activities': { json: catalogue },
    });
    const user = userEvent.setup();
    render(
      <AppProvider queryClient={createQueryClient()} env="test">
        <ServicesSection freelancerId={7} isOwner />
      </AppProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Dodaj usługę' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj usługę' });
    const input = await within(dialog).findByRole('combobox', { name: /^Usługa/ });
    await user.click(input);
    expect(await screen.findAllByRole('option')).toHaveLength(3);

    await user.type(input, 'spotkan');
    const found = await screen.findAllByRole('option');
    expect(found.map((option) => option.textContent)).toEqual(['Umawianie spotkań']);

    await user.clear(input);
    await user.type(input, 'OBSLUGA');
    const others = await screen.findAllByRole('option');
    expect(others.map((option) => option.textContent)).toEqual(['Obsługa klienta']);
  });
});
