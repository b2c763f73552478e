import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/testing/fetch-mock.ts';
import { openLanguagesModal } from '../index.ts';
import { freelancerBar, languages, onboardedFreelancer } from '../testing/fixtures.ts';
import { renderModal, sentBody } from '../testing/render-modal.tsx';

const routes = { 'GET /api/languages': { json: languages }, 'PATCH /api/languages': {} };

describe('Edytuj znajomość języków', () => {
  it('adds through the stacked modal, re-levels, removes, then saves the whole list with D18', async () => {
    const requests = mockFetch(routes);
    const bar = freelancerBar({
      languagesLevel: [
        { language: 'ENGLISH', level: 4 },
        { language: 'POLISH', level: 5 },
      ],
    });
    const { user } = renderModal(() =>
      openLanguagesModal({ freelancer: onboardedFreelancer(), bar }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edytuj znajomość języków' });

    await user.click(within(dialog).getByRole('button', { name: 'Dodaj język' }));
    const add = await screen.findByRole('dialog', { name: 'Dodaj język' });
    // Required messages first.
    await user.click(within(add).getByRole('button', { name: 'Dodaj' }));
    expect(await within(add).findByText('Wybierz język')).toBeInTheDocument();
    expect(within(add).getByText('Wybierz poziom')).toBeInTheDocument();
    // Only languages not yet added are offered.
    await user.click(within(add).getByRole('combobox', { name: /^Język/ }));
    const offered = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(offered).toEqual(['Hiszpański', 'Francuski', 'Niemiecki']);
    await user.click(screen.getByRole('option', { name: 'Niemiecki' }));
    await user.click(within(add).getByRole('combobox', { name: /^Poziom/ }));
    await user.click(await screen.findByRole('option', { name: 'A2' }));
    await user.click(within(add).getByRole('button', { name: 'Dodaj' }));
    await waitFor(() => expect(add).not.toBeInTheDocument());

    const list = within(dialog).getByRole('list', { name: 'Twoje języki' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Angielski'),
      expect.stringContaining('Polski'),
      expect.stringContaining('Niemiecki'),
    ]);
    await user.click(within(dialog).getByRole('combobox', { name: 'Poziom: Angielski' }));
    await user.click(await screen.findByRole('option', { name: 'B1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Usuń: Polski' }));
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const saved = requests.filter((r) => r.method === 'PATCH');
    expect(saved.map((r) => [r.url, sentBody(r.body)])).toEqual([
      [
        '/api/languages',
        [
          { language: 'ENGLISH', level: 3 },
          { language: 'GERMAN', level: 2 },
        ],
      ],
    ]);
  });

  it('saves an emptied list as []', async () => {
    const requests = mockFetch(routes);
    const bar = freelancerBar({
      languagesLevel: [
        { language: 'ENGLISH', level: 4 },
        { language: 'POLISH', level: 5 },
      ],
    });
    const { user } = renderModal(() =>
      openLanguagesModal({ freelancer: onboardedFreelancer(), bar }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edytuj znajomość języków' });
    await user.click(within(dialog).getByRole('button', { name: 'Usuń: Angielski' }));
    await user.click(within(dialog).getByRole('button', { name: 'Usuń: Polski' }));
    expect(within(dialog).getByText('Brak')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(sentBody(requests.find((r) => r.method === 'PATCH')?.body)).toEqual([]);
  });
});
