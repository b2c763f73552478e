import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/testing/fetch-mock.ts';
import { openAvailabilityModal, openWorkingHoursModal } from '../index.ts';
import { onboardedFreelancer } from '../testing/fixtures.ts';
import { renderModal, sentBody } from '../testing/render-modal.tsx';

describe('Edytuj dostępność and Edytuj dyspozycyjność czasową', () => {
  it('saves the ticked weekdays in calendar order and needs at least one', async () => {
    const requests = mockFetch({ 'PATCH /api/freelancer/me/workingDays': {} });
    const { user } = renderModal(() =>
      openAvailabilityModal({ freelancer: onboardedFreelancer() }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edytuj dostępność' });
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(7);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Poniedziałek' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Wtorek' }));
    expect(await within(dialog).findByText('Wybierz co najmniej jeden dzień')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Niedziela' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Środa' }));
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(sentBody(requests.find((r) => r.method === 'PATCH')?.body)).toEqual([
      'WEDNESDAY',
      'SUNDAY',
    ]);
  });

  it('shows the working hours per week and saves the chosen key', async () => {
    const requests = mockFetch({
      'GET /api/workingHours': {
        json: [
          { workingHour: 'PART_TIME', description: 'Do 20 godzin' },
          { workingHour: 'FULL_TIME', description: '40 godzin' },
        ],
      },
      'PATCH /api/freelancer/me/workingHours': {},
    });
    const { user } = renderModal(() =>
      openWorkingHoursModal({ freelancer: onboardedFreelancer() }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edytuj dyspozycyjność czasową' });
    expect(
      await within(dialog).findByRole('radio', { name: 'Do 20 godzin / tydzień' }),
    ).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: '40 godzin / tydzień' }));
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const saved = requests.find((r) => r.method === 'PATCH');
    expect([saved?.url, saved?.body]).toEqual(['/api/freelancer/me/workingHours', 'FULL_TIME']);
  });
});
