import { act, configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/fetch-mock.ts';
import { renderRoute } from '@/testing/render.tsx';

// The first render loads the lazy route modules, which takes a while on a cold worker.
configure({ asyncUtilTimeout: 3000 });

const TOKEN = 'abc-123';
const SET_PASSWORD = `PATCH /api/set-password/${TOKEN}`;
/** docs/copy.md: the spec's text with its spelling corrected. */
const SUCCESS = 'Udało się zmienić hasło. Za chwilę przejdziesz do strony logowania.';

async function submitPassword(user: ReturnType<typeof renderRoute>['user'], repeat = 'Haslo123!') {
  await user.type(await screen.findByLabelText('Nowe hasło'), 'Haslo123!');
  await user.type(screen.getByLabelText('Powtórz hasło'), repeat);
  await user.click(screen.getByRole('button', { name: 'Zmień hasło' }));
}

describe('/set-password/:token', () => {
  it('sends the password as a text/plain body, confirms and goes to /login after 2 s', async () => {
    // The clock runs on its own (user-event needs it) and is pushed over the redirect delay.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = mockFetch({ [SET_PASSWORD]: { status: 200 } });
    const { user, router } = renderRoute(`/set-password/${TOKEN}`);
    await submitPassword(user);

    expect(await screen.findByRole('status')).toHaveTextContent(SUCCESS);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('PATCH');
    expect(requests[0]?.url).toBe(`/api/set-password/${TOKEN}`);
    expect(requests[0]?.headers.get('Content-Type')).toBe('text/plain;charset=utf-8');
    expect(requests[0]?.body).toBe('Haslo123!');

    // Still here well before the delay ends.
    act(() => vi.advanceTimersByTime(1500));
    expect(router.state.location.pathname).toBe(`/set-password/${TOKEN}`);
    act(() => vi.advanceTimersByTime(600));
    // The navigation has started; it ends once the lazy /login module is loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Zaloguj się' })).toBeInTheDocument();
  });

  it('on failure shows "Token wygasł spróbuj ponownie" and goes to /reset-password', async () => {
    mockFetch({ [SET_PASSWORD]: { status: 400, json: { message: 'Token expired' } } });
    const { user, router } = renderRoute(`/set-password/${TOKEN}`);
    await submitPassword(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Token wygasł spróbuj ponownie');
    expect(router.state.location.pathname).toBe(`/set-password/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: 'Zapomniałeś hasła?' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password');
  });

  it('does not send mismatched passwords', async () => {
    const requests = mockFetch({});
    const { user } = renderRoute(`/set-password/${TOKEN}`);
    await submitPassword(user, 'Haslo123?');
    expect(await screen.findByText('Podane hasła nie są zgodne')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('shows the not-found page without a token', async () => {
    renderRoute('/set-password');
    expect(
      await screen.findByRole('heading', { name: 'Strona nie została znaleziona' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Nowe hasło')).not.toBeInTheDocument();
  });
});
