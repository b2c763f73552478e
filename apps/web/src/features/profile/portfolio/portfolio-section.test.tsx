import type { PortfolioItem } from '@handlowo/contract';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockFetch } from '@/testing/fetch-mock.ts';
import { closeAllProfileModals } from '../modals/open-profile-modal.tsx';
import { loadProfileCarousel } from '../videos/components/lazy-profile-carousel.tsx';
import { renderSection } from '../videos/testing/render-section.tsx';
import { PortfolioSection } from './portfolio-section.tsx';

afterEach(() => act(() => closeAllProfileModals()));

const PATH = 'GET /api/freelancer/7/portfolios?size=small';
const item = (pictureId: number, title: string, info = ''): PortfolioItem => ({
  pictureId,
  title,
  info,
  pictureData: 'data:image/png;base64,AAAA',
  pictureUrl: `/api/files/p${pictureId}.webp`,
  thumbnailUrl: `/api/files/t${pictureId}.webp`,
});

// The lazily loaded widgets and modal bodies are loaded once up front: each test then waits
// for its data only, not for the first compilation of their modules.
beforeAll(() => loadProfileCarousel());

describe('the portfolio section', () => {
  it('shows the owner empty state and 3 empty slots that open the add modal', async () => {
    mockFetch({ [PATH]: { json: [] } });
    const { user } = renderSection(PortfolioSection, { freelancerId: 7, isOwner: true });
    expect(
      await screen.findByText('Nie dodano jeszcze żadnych projektów do portfolio'),
    ).toBeVisible();
    // The slots are the carousel's, which loads lazily after the text.
    const slots = await screen.findAllByRole('button', { name: 'Wolne miejsce: dodaj projekt' });
    expect(slots).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Edytuj portfolio' })).toBeNull();
    await user.click(slots[1] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj projekt do portfolio' });
    await user.click(
      await within(dialog).findByRole('button', { name: 'Dodaj projekt' }, { timeout: 5000 }),
    );
    expect(await within(dialog).findByText('Podaj nazwę projektu')).toBeVisible();
    expect(within(dialog).getByText('0 / 150')).toBeVisible();
    expect(within(dialog).getByText('Dodaj projekt', { selector: '[role="alert"]' })).toBeVisible();
  });

  it('shows visitors their empty state, without slots or buttons', async () => {
    mockFetch({ [PATH]: { json: [] } });
    renderSection(PortfolioSection, { freelancerId: 7, isOwner: false });
    expect(await screen.findByText('Brak projektów w portfolio')).toBeVisible();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('shows a visitor’s single project without empty slots (issue 28)', async () => {
    mockFetch({ [PATH]: { json: [item(1, 'Kampania')] } });
    renderSection(PortfolioSection, { freelancerId: 7, isOwner: false });
    expect(await screen.findByRole('button', { name: 'Otwórz w galerii: Kampania' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Wolne miejsce: dodaj projekt' })).toBeNull();
    // One slide, the project's: no dashed shape padding the view.
    const carousel = screen.getByRole('region', { name: 'Projekty portfolio' });
    expect(within(carousel).queryAllByLabelText(/^Wolne miejsce/)).toHaveLength(0);
    expect(within(carousel).getByLabelText('Kampania (1 z 1)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Następne projekty' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Poprzednie projekty' })).toBeDisabled();
  });

  it('opens the gallery at the clicked project with the fallbacks', async () => {
    mockFetch({ [PATH]: { json: [item(1, 'Kampania', 'Wynik'), item(2, 'Targi')] } });
    const { user } = renderSection(PortfolioSection, { freelancerId: 7, isOwner: true });
    expect(await screen.findByRole('button', { name: 'Edytuj portfolio' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Otwórz w galerii: Targi' }));
    const gallery = await screen.findByRole('dialog', { name: 'Galeria portfolio' });
    expect(await within(gallery).findByText('Brak komentarza')).toBeInTheDocument();
    expect(within(gallery).getByRole('button', { name: 'Zamknij' })).toBeInTheDocument();
  });
});
