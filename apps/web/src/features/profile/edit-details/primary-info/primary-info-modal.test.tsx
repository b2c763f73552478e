import { profileMessages } from '@handlowo/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type MockResponse, mockFetch, type RecordedRequest } from '@/testing/fetch-mock.ts';
import { openPrimaryInfoModal } from '../index.ts';
import { incomeGoals, onboardedFreelancer, specializations } from '../testing/fixtures.ts';
import { renderModal, sentBody } from '../testing/render-modal.tsx';

const saves = [
  'PATCH /api/specialization/freelancer/7',
  'PATCH /api/freelancer/me/name',
  'PATCH /api/freelancer/me/company',
  'PATCH /api/freelancer/me/experienceLevel',
  'PATCH /api/freelancer/me/incomeGoal',
];

/** Answers every save after a pause and records how many saves were running at once. */
function slowSaves() {
  let running = 0;
  const stats = { maxRunning: 0 };
  const handler = async (): Promise<MockResponse> => {
    running += 1;
    stats.maxRunning = Math.max(stats.maxRunning, running);
    await new Promise((done) => setTimeout(done, 10));
    running -= 1;
    return {};
  };
  return { stats, routes: Object.fromEntries(saves.map((route) => [route, handler])) };
}

const dictionaries = {
  'GET /api/specialization': { json: specializations },
  'GET /api/incomeGoals': { json: incomeGoals },
};

const patches = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'PATCH');

describe('Edytuj dane podstawowe', () => {
  it('saves specialization, name, company, experience and income goal one after another, then closes', async () => {
    const { stats, routes } = slowSaves();
    const requests = mockFetch({ ...dictionaries, ...routes });
    const { user } = renderModal(() => openPrimaryInfoModal({ freelancer: onboardedFreelancer() }));
    const dialog = await screen.findByRole('dialog', { name: 'Edytuj dane podstawowe' });

    const firstName = screen.getByRole('textbox', { name: /^Imię/ });
    await user.clear(firstName);
    await user.type(firstName, 'Janina');
    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const sent = patches(requests);
    expect(sent.map((r) => `${r.method} ${r.url}`)).toEqual(saves);
    expect(stats.maxRunning).toBe(1);
    expect(sent.map((r) => sentBody(r.body))).toEqual([
      2,
      { firstName: 'Janina', lastName: 'Nowak' },
      expect.any(FormData),
      'SENIOR',
      'MEDIUM',
    ]);
    const company = sent[2]?.body;
    expect(company instanceof FormData && company.get('company')).toBe('Handel Sp');
  });

  it('saves a freelancer without a company: Firma is optional, empty removes it (issue 28)', async () => {
    const requests = mockFetch({ ...dictionaries, ...slowSaves().routes });
    const { user } = renderModal(() =>
      openPrimaryInfoModal({ freelancer: onboardedFreelancer({ company: null }) }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edytuj dane podstawowe' });
    const company = screen.getByRole('textbox', { name: /^Firma/ });
    expect(company).toHaveValue('');
    expect(company).not.toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const sent = patches(requests);
    expect(sent.map((r) => `${r.method} ${r.url}`)).toEqual(saves);
    const body = sent[2]?.body;
    expect(body instanceof FormData && body.get('company')).toBe('');
  });

  it('stops at the first failed call, only logs it and stays open', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const requests = mockFetch({
      ...dictionaries,
      [saves[0] as string]: {},
      [saves[1] as string]: { status: 400, json: { message: 'Zła nazwa', code: 'X' } },
    });
    const { user } = renderModal(() => openPrimaryInfoModal({ freelancer: onboardedFreelancer() }));
    await screen.findByRole('dialog', { name: 'Edytuj dane podstawowe' });
    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));

    await waitFor(() => expect(patches(requests)).toHaveLength(2));
    await new Promise((done) => setTimeout(done, 20));
    expect(patches(requests)).toHaveLength(2);
    expect(screen.getByRole('dialog', { name: 'Edytuj dane podstawowe' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the field messages on change and sends nothing while the form is invalid', async () => {
    const requests = mockFetch(dictionaries);
    const freelancer = onboardedFreelancer({
      specialization: null,
      experienceLevel: null,
      incomeGoal: null,
    });
    const { user } = renderModal(() => openPrimaryInfoModal({ freelancer }));
    await screen.findByRole('dialog', { name: 'Edytuj dane podstawowe' });

    await user.clear(screen.getByRole('textbox', { name: /^Imię/ }));
    expect(await screen.findByText('Podaj imię')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Imię/ }), 'jan');
    expect(
      await screen.findByText('Imię musi zaczynać się wielką literą i może zawierać tylko litery'),
    ).toBeInTheDocument();
    const company = screen.getByRole('textbox', { name: /^Firma/ });
    await user.clear(company);
    await user.type(company, 'A');
    expect(await screen.findByText('Nazwa firmy musi mieć od 2 do 50 znaków')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await screen.findByText(profileMessages.specializationRequired)).toBeInTheDocument();
    expect(screen.getByText(profileMessages.experienceRequired)).toBeInTheDocument();
    expect(screen.getByText('Wybierz oczekiwane zarobki w tygodniu')).toBeInTheDocument();
    expect(patches(requests)).toEqual([]);
  });
});
