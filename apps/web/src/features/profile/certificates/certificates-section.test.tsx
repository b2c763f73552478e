import type { Certificate } from '@handlowo/contract';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { mockFetch } from '@/testing/fetch-mock.ts';
import { sentBody } from '../edit-details/testing/render-modal.tsx';
import { closeAllProfileModals } from '../modals/open-profile-modal.tsx';
import { CertificatesSection } from './certificates-section.tsx';

afterEach(() => act(() => closeAllProfileModals()));
// The modal tests drive Mantine selects in jsdom: slow on a loaded machine, hence 40 s limits.
// The modals' lazy chunk is compiled once here, not inside a test's time limit.
beforeAll(() => import('./certificate-modals.tsx'), 15_000);
/** A modal's body comes through Suspense: a little longer than the default wait. */
const lazyBody = { timeout: 5000 };

const saved: Certificate = {
  id: 5,
  name: 'Certyfikat negocjacji',
  info: 'Akademia Sprzedaży',
  certificateType: 'LICENSE',
  dateOfObtaining: '2024-03-01',
  endDate: null,
};

function renderSection(isOwner: boolean) {
  const user = userEvent.setup();
  render(
    <AppProvider queryClient={createQueryClient()} env="test">
      <CertificatesSection freelancerId={7} isOwner={isOwner} />
    </AppProvider>,
  );
  return user;
}

async function pick(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Certyfikaty i licencje', () => {
  it('shows the empty states; the owner has Add but no Edit on an empty list', async () => {
    mockFetch({ 'GET /api/certificate/freelancer/7': { json: [] } });
    renderSection(true);
    expect(
      await screen.findByText('Nie dodano jeszcze żadnych certyfikatów i licencji'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Dodaj licencję lub certyfikat' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Edytuj licencje i certyfikaty' })).toBeNull();
  });

  it('shows a visitor the cards without buttons', async () => {
    mockFetch({ 'GET /api/certificate/freelancer/7': { json: [saved] } });
    renderSection(false);
    const card = (await screen.findByRole('heading', { name: saved.name })).closest('li');
    if (!card) throw new Error('no card');
    expect(within(card).getByText('Licencja')).toBeVisible();
    expect(within(card).getByText('Data uzyskania: marzec 2024')).toBeVisible();
    expect(within(card).getByText('Bez daty ważności')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("requires every field with the contract's messages", async () => {
    const requests = mockFetch({ 'GET /api/certificate/freelancer/7': { json: [] } });
    const user = renderSection(true);
    await user.click(await screen.findByRole('button', { name: 'Dodaj licencję lub certyfikat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj licencję lub certyfikat' });
    await user.click(await within(dialog).findByRole('button', { name: 'Dodaj' }, lazyBody));
    for (const message of [
      'Podaj nazwę certyfikatu lub licencji',
      'Podaj wystawcę',
      'Wybierz miesiąc początkowy',
      'Wybierz miesiąc końcowy',
    ]) {
      expect(await within(dialog).findByText(message)).toBeVisible();
    }
    // The year pickers start at the current year (issue 28): nothing to say about them.
    const year = String(new Date().getFullYear());
    expect(within(dialog).getByRole('combobox', { name: /^Rok uzyskania/ })).toHaveValue(year);
    expect(within(dialog).getByRole('combobox', { name: /^Rok wygaśnięcia/ })).toHaveValue(year);
    expect(within(dialog).queryByText('Wybierz początkowy rok')).toBeNull();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  }, 40_000);

  it('adds a certificate without expiry: the end pickers hide and endDate is not sent', async () => {
    let list: Certificate[] = [];
    const requests = mockFetch({
      'GET /api/certificate/freelancer/7': () => ({ json: list }),
      'POST /api/certificate/freelancer': () => {
        list = [saved];
        return { status: 201, json: saved };
      },
    });
    const user = renderSection(true);
    await user.click(await screen.findByRole('button', { name: 'Dodaj licencję lub certyfikat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj licencję lub certyfikat' });
    await user.click(await within(dialog).findByRole('textbox', { name: /^Nazwa/ }, lazyBody));
    await user.paste(saved.name);
    await user.click(within(dialog).getByRole('textbox', { name: /^Wystawca/ }));
    await user.paste(saved.info);
    expect(within(dialog).getByRole('radio', { name: 'Certyfikat' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Licencja' }));
    await pick(user, /^Miesiąc uzyskania/, 'Marzec');
    await pick(user, /^Rok uzyskania/, '2024');
    expect(within(dialog).getByRole('combobox', { name: /^Rok wygaśnięcia/ })).toBeVisible();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Bez daty ważności' }));
    expect(within(dialog).queryByRole('combobox', { name: /^Rok wygaśnięcia/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Dodaj' }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const post = requests.find((r) => r.method === 'POST');
    expect(sentBody(post?.body)).toEqual({
      name: saved.name,
      info: saved.info,
      certificateType: 'LICENSE',
      dateOfObtaining: '2024-03-01',
    });
    // The list reloads, and Edit appears with the first entry.
    expect(await screen.findByRole('heading', { name: saved.name })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edytuj licencje i certyfikaty' })).toBeVisible();
  }, 40_000);

  it('deletes from the edit list after a confirmation in the row', async () => {
    let list: Certificate[] = [saved];
    const requests = mockFetch({
      'GET /api/certificate/freelancer/7': () => ({ json: list }),
      'DELETE /api/certificate/freelancer/5': () => {
        list = [];
        return {};
      },
    });
    const user = renderSection(true);
    await user.click(await screen.findByRole('button', { name: 'Edytuj licencje i certyfikaty' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edytuj licencje i certyfikaty' });
    await user.click(
      await within(dialog).findByRole('button', { name: `Usuń: ${saved.name}` }, lazyBody),
    );
    const confirm = within(dialog).getByRole('group', { name: `Usunąć „${saved.name}”?` });
    expect(within(confirm).getByRole('button', { name: 'Nie usuwaj' })).toHaveFocus();
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

    await user.click(within(confirm).getByRole('button', { name: 'Tak, usuń' }));
    expect(await within(dialog).findByText('Brak')).toBeVisible();
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    expect(
      await screen.findByText('Nie dodano jeszcze żadnych certyfikatów i licencji'),
    ).toBeVisible();
  });
});
