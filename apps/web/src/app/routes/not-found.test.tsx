import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render.tsx';

describe('not-found page', () => {
  it('is shown for an unknown path; "Wróć" goes back one step', async () => {
    const { user, router } = renderRoute('/nie-ma-takiej-strony', { history: ['/registration'] });
    expect(
      await screen.findByRole('heading', { name: 'Strona nie została znaleziona' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Wróć' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/registration'));
  });

  it('without history "Wróć" replaces the entry with /login', async () => {
    const { user, router } = renderRoute('/404');
    await user.click(await screen.findByRole('button', { name: 'Wróć' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('is shown for /set-password without a token', async () => {
    renderRoute('/set-password');
    expect(
      await screen.findByRole('heading', { name: 'Strona nie została znaleziona' }),
    ).toBeInTheDocument();
  });
});
