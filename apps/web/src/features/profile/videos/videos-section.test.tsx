import type { Video } from '@handlowo/contract';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '@/testing/fetch-mock.ts';
import { closeAllProfileModals } from '../modals/open-profile-modal.tsx';
import { renderSection } from './testing/render-section.tsx';
import { VideosSection } from './videos-section.tsx';

afterEach(() => act(() => closeAllProfileModals()));

const video = (id: number, title: string, date: string): Video => ({
  id,
  title,
  fileUrl: `/api/files/key${id}.mp4`,
  fileName: `${title}.mp4`,
  date,
});

describe('the videos section', () => {
  it('shows the owner empty state with Add and no Edit', async () => {
    mockFetch({ 'GET /api/video/freelancer/7': { json: [] } });
    renderSection(VideosSection, { freelancerId: 7, isOwner: true });
    expect(await screen.findByText('Nie dodano jeszcze żadnych wideo')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Dodaj wideo' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Edytuj wideo' })).toBeNull();
  });

  it('shows visitors their empty state and no owner buttons', async () => {
    mockFetch({ 'GET /api/video/freelancer/7': { json: [] } });
    renderSection(VideosSection, { freelancerId: 7, isOwner: false });
    expect(await screen.findByText('Nie dodano danych o wideo')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Dodaj wideo' })).toBeNull();
  });

  it('shows each video with its title and Polish date, a play button and the arrows', async () => {
    mockFetch({
      'GET /api/video/freelancer/7': {
        json: [
          video(2, 'Rozmowa z klientem', '2025-03-03T12:00:00.000Z'),
          video(1, 'Demo produktu', '2024-10-21T12:00:00.000Z'),
        ],
      },
    });
    renderSection(VideosSection, { freelancerId: 7, isOwner: true });
    const play = await screen.findByRole('button', { name: 'Odtwórz wideo: Rozmowa z klientem' });
    expect(play).toBeVisible();
    expect(screen.getByText('3 mar 2025')).toBeVisible();
    expect(screen.getByText('21 paź 2024')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Odtwórz wideo: Demo produktu' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edytuj wideo' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Poprzednie wideo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Następne wideo' })).toBeInTheDocument();
  });

  it("validates 'Dodaj wideo': the title and the video are required", async () => {
    mockFetch({ 'GET /api/video/freelancer/7': { json: [] } });
    const { user } = renderSection(VideosSection, { freelancerId: 7, isOwner: true });
    await user.click(await screen.findByRole('button', { name: 'Dodaj wideo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj wideo' });
    await user.click(
      await within(dialog).findByRole('button', { name: 'Dodaj wideo' }, { timeout: 5000 }),
    );
    expect(await within(dialog).findByText('Podaj tytuł wideo')).toBeVisible();
    expect(within(dialog).getByText('Dodaj plik wideo')).toBeVisible();
  });
});
