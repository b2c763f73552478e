import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeToken, mockFetch } from '@/testing/fetch-mock.ts';
import { renderRoute } from '@/testing/render.tsx';

// The first render loads the lazy route modules, which takes a while on a cold worker.
configure({ asyncUtilTimeout: 3000 });

const TOKEN = 'abc_123-xyz';
const VERIFY = `POST /api/auth/verify-email/${TOKEN}`;

describe('/verify-email/:token (issue 24)', () => {
  it('confirms the address once as the screen opens and leads to /login', async () => {
    const requests = mockFetch({ [VERIFY]: { status: 204 } });
    const { user, router } = renderRoute(`/verify-email/${TOKEN}`);
    expect(
      await screen.findByText('Adres e-mail został potwierdzony. Możesz korzystać z konta.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Potwierdzamy adres e-mail…')).not.toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
    expect(document.title).toBe('Potwierdzenie adresu e-mail – Handlowo');
    await user.click(screen.getByRole('link', { name: 'Przejdź do logowania' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('leads a logged-in user on to the app', async () => {
    window.localStorage.setItem('token', fakeToken(['FREELANCER']));
    mockFetch({ [VERIFY]: { status: 204 } });
    renderRoute(`/verify-email/${TOKEN}`);
    expect(await screen.findByRole('link', { name: 'Przejdź do serwisu' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it("shows the server's text for a used or expired link, and the way to /login", async () => {
    mockFetch({
      [VERIFY]: {
        status: 400,
        json: {
          message:
            'Link potwierdzający wygasł lub został już użyty. Jeśli adres jest już potwierdzony, po prostu się zaloguj; jeśli nie, poproś o nowy link na ekranie logowania.',
          code: 'INVALID_VERIFICATION_LINK',
        },
      },
    });
    renderRoute(`/verify-email/${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Link potwierdzający wygasł lub został już użyty.',
    );
    expect(screen.getByRole('link', { name: 'Przejdź do logowania' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('shows the catalogue text when the server fails', async () => {
    mockFetch({ [VERIFY]: { status: 503, json: { message: 'Baza', code: 'X' } } });
    renderRoute(`/verify-email/${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Wystąpił błąd serwera. Spróbuj później',
    );
  });
});
