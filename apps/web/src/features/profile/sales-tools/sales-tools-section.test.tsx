import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { englishScreenReaderTexts } from '@/testing/english-labels.ts';
import { mockFetch } from '@/testing/fetch-mock.ts';
import { sentBody } from '../edit-details/testing/render-modal.tsx';
import { closeAllProfileModals } from '../modals/open-profile-modal.tsx';
import carouselClasses from '../videos/components/profile-carousel.module.css';
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
    // The file's first render of the carousel: on a loaded machine it takes over a second.
    const carousel = await screen.findByRole(
      'region',
      { name: 'Lista narzędzi sprzedażowych' },
      { timeout: 5000 },
    );
    const slides = within(carousel).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      'Lemlist (1 z 2)',
      'Pipedrive (2 z 2)',
    ]);
    expect(within(carousel).getByText('Cold mailing')).toBeVisible();
    expect(within(carousel).getByText('CRM')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Poprzednie narzędzia' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Następne narzędzia' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^(Dodaj|Edytuj)/ })).toBeNull();
  });

  it('speaks Polish to screen readers: no Mantine default such as Slide 1 of 2', async () => {
    mockFetch({ 'GET /api/freelancer/tools/7': { json: [lemlist, pipedrive] } });
    renderSection(false);
    const carousel = await screen.findByRole('region', { name: 'Lista narzędzi sprzedażowych' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'karuzela');
    expect(within(carousel).getAllByRole('group')[0]).toHaveAttribute(
      'aria-roledescription',
      'slajd',
    );
    // Mantine's live status ('Slide 1 of 2' once Embla runs) is English and fixed: the carousel
    // carries the sheet's class that hides it (display: none), and the slides name their place.
    const hidden = `.${carouselClasses.root} > .mantine-VisuallyHidden-root`;
    expect(carousel.querySelector(hidden)).toHaveAttribute('role', 'status');
    expect(englishScreenReaderTexts(carousel, hidden)).toEqual([]);
  });

  it('shows MSC Dynamics 365 (the key the API keeps) as Microsoft Dynamics 365', async () => {
    const dynamics = { id: 5, toolName: 'MSC Dynamics 365', kind: 'CRM' };
    mockFetch({ 'GET /api/freelancer/tools/7': { json: [dynamics] } });
    renderSection(false);
    const carousel = await screen.findByRole('region', { name: 'Lista narzędzi sprzedażowych' });
    expect(within(carousel).getByText('Microsoft Dynamics 365')).toBeVisible();
    expect(within(carousel).getByRole('group')).toHaveAccessibleName(
      'Microsoft Dynamics 365 (1 z 1)',
    );
    expect(within(carousel).queryByText(/MSC/)).toBeNull();
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
    expect(
      await screen.findByText('Nie dodano jeszcze żadnych narzędzi sprzedażowych'),
    ).toBeVisible();
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
