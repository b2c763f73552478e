import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { mockFetch } from '@/testing/fetch-mock.ts';
import { sentBody } from '../edit-details/testing/render-modal.tsx';
import { closeAllProfileModals } from '../modals/open-profile-modal.tsx';
import { loadToolsCarousel } from './components/lazy-tools-carousel.tsx';
import { SalesToolsSection } from './sales-tools-section.tsx';

const catalogue = [
  { id: 1, toolName: 'Pipedrive', kind: 'CRM' },
  { id: 2, toolName: 'Lemlist', kind: 'COLD_MAILING' },
  { id: 3, toolName: 'HubSpot', kind: 'CRM' },
  { id: 4, toolName: 'Mailchimp', kind: 'NEWSLETTER' },
];
const [pipedrive, lemlist] = catalogue;

class IntersectionObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords() {
    return [];
  }
}

// The lazily loaded widgets and modal bodies are loaded once up front: each test then waits
// for its data only, not for the first compilation of their modules.
beforeAll(() => Promise.all([loadToolsCarousel(), import('./tools-modals.tsx')]));
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', IntersectionObserverStub);
});
afterEach(() => act(() => closeAllProfileModals()));

function renderSection(isOwner: boolean) {
  const user = userEvent.setup();
  render(
    <AppProvider queryClient={createQueryClient()} env="test">
      <SalesToolsSection freelancerId={7} isOwner={isOwner} />
    </AppProvider>,
  );
  return user;
}

const patches = (requests: { method: string; url: string; body: unknown }[]) =>
  requests.filter((r) => r.method === 'PATCH').map((r) => [r.url, sentBody(r.body as string)]);

describe('Narzędzia sprzedażowe', () => {
  it('shows the tools in the carousel with their kind, arrows disabled when all fit', async () => {
    mockFetch({ 'GET /api/freelancer/tools/7': { json: [lemlist, pipedrive] } });
    renderSection(false);
    const carousel = await screen.findByRole('region', { name: 'Lista narzędzi sprzedażowych' });
    const slides = within(carousel).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      'Lemlist',
      'Pipedrive',
    ]);
    expect(within(carousel).getByText('Cold mailing')).toBeVisible();
    expect(within(carousel).getByText('CRM')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Poprzednie narzędzia' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Następne narzędzia' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^(Dodaj|Edytuj)/ })).toBeNull();
  });

  it('enables the right arrow when more tools than fit', async () => {
    mockFetch({ 'GET /api/freelancer/tools/7': { json: catalogue } });
    renderSection(false);
    await screen.findByRole('region', { name: 'Lista narzędzi sprzedażowych' });
    // jsdom matches no media query: the phone's 2 tools are in view.
    expect(screen.getByRole('button', { name: 'Poprzednie narzędzia' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Następne narzędzia' })).toBeEnabled();
  });

  it('a visitor on an empty list gets the visitor text and no buttons', async () => {
    mockFetch({ 'GET /api/freelancer/tools/7': { json: [] } });
    renderSection(false);
    expect(await screen.findByText('Brak narzędzi sprzedażowych')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('the owner on an empty list gets the owner text, Add and Edit', async () => {
    mockFetch({ 'GET /api/freelancer/tools/7': { json: [] } });
    renderSection(true);
    expect(await screen.findByText('Nie dodałeś/aś żadnych narzędzi sprzedażowych')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Dodaj narzędzia sprzedażowe' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edytuj narzędzia sprzedażowe' })).toBeVisible();
  });

  it('adds ticked tools after the present ones (B18); nothing ticked saves nothing', async () => {
    const requests = mockFetch({
      'GET /api/freelancer/tools/7': { json: [pipedrive] },
      'GET /api/tools': { json: catalogue },
      'PATCH /api/freelancer/tools': {},
    });
    const user = renderSection(true);
    await user.click(await screen.findByRole('button', { name: 'Dodaj narzędzia sprzedażowe' }));
    let dialog = await screen.findByRole('dialog', { name: 'Dodaj narzędzia sprzedażowe' });
    expect(await within(dialog).findByRole('checkbox', { name: /Lemlist/ })).toBeVisible();
    // The present tool is not offered again.
    expect(within(dialog).queryByRole('checkbox', { name: /Pipedrive/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(patches(requests)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Dodaj narzędzia sprzedażowe' }));
    dialog = await screen.findByRole('dialog', { name: 'Dodaj narzędzia sprzedażowe' });
    expect(within(dialog).getByRole('heading', { name: 'Newsletter' })).toBeVisible();
    await user.type(within(dialog).getByRole('searchbox', { name: 'Szukaj' }), 'MAIL');
    expect(within(dialog).queryByRole('checkbox', { name: /HubSpot/ })).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: /Mailchimp/ }));
    await user.clear(within(dialog).getByRole('searchbox', { name: 'Szukaj' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Lemlist/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(patches(requests)).toEqual([['/api/freelancer/tools', [1, 4, 2]]]);
  });

  it('edits: deleting every tool asks for one, a tool added in the stacked modal is saved', async () => {
    const requests = mockFetch({
      'GET /api/freelancer/tools/7': { json: [pipedrive, lemlist] },
      'GET /api/tools': { json: catalogue },
      'PATCH /api/freelancer/tools': {},
    });
    const user = renderSection(true);
    await user.click(await screen.findByRole('button', { name: 'Edytuj narzędzia sprzedażowe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edytuj narzędzia sprzedażowe' });
    await user.click(await within(dialog).findByRole('button', { name: 'Usuń: Pipedrive' }));
    await user.click(within(dialog).getByRole('button', { name: 'Usuń: Lemlist' }));
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await within(dialog).findByText('Wybierz co najmniej jedno narzędzie')).toBeVisible();
    expect(patches(requests)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Dodaj kolejne narzędzie' }));
    const add = await screen.findByRole('dialog', { name: 'Dodaj narzędzia sprzedażowe' });
    await user.click(await within(add).findByRole('checkbox', { name: /HubSpot/ }));
    await user.click(await within(add).findByRole('button', { name: 'Dodaj' }));
    await waitFor(() => expect(add).not.toBeInTheDocument());
    expect(within(dialog).queryByText('Wybierz co najmniej jedno narzędzie')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(patches(requests)).toEqual([['/api/freelancer/tools', [3]]]);
  });
});
