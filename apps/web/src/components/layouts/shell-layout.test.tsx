import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { underConstruction } from '../ui/under-construction.tsx';
import { ShellLayout } from './shell-layout.tsx';

function renderShell() {
  const onLogout = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <ShellLayout
            user={{
              firstName: 'Anna',
              lastName: 'Nowak',
              email: 'anna@example.pl',
              isAdmin: false,
            }}
            onLogout={onLogout}
          >
            <p>Treść</p>
          </ShellLayout>
        ),
      },
    ],
    { initialEntries: ['/freelancer/profile'] },
  );
  render(
    <AppProvider queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { onLogout, router };
}

describe('ShellLayout', () => {
  it('opens the drawer from a named burger and closes it again', async () => {
    renderShell();
    const user = userEvent.setup();
    const burger = screen.getByRole('button', { name: 'Menu nawigacji' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    const drawer = document.getElementById(burger.getAttribute('aria-controls') ?? '');
    expect(drawer).not.toBeNull();
    expect(drawer).not.toHaveAttribute('inert');
    // The five items and 'Przyjmij zlecenie', a link to the offers (issue 25).
    expect(within(drawer as HTMLElement).getAllByRole('link', { hidden: true })).toHaveLength(6);
    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(drawer).toHaveAttribute('inert');
  });

  it('renders Płatności as a link without a target, behind a described focusable wrapper', async () => {
    const { router } = renderShell();
    const user = userEvent.setup();
    // jsdom applies no media queries: the top-bar copy of the navigation is the one rendered.
    // The workspace's items are real links (issue 25); only Płatności stays disabled.
    expect(screen.getAllByRole('link', { name: 'Produkty', hidden: true })[0]).toHaveAttribute(
      'href',
      '/freelancer/products',
    );
    const payments = screen.getAllByRole('link', { name: 'Płatności', hidden: true })[0];
    expect(payments).toHaveAttribute('aria-disabled', 'true');
    expect(payments).not.toHaveAttribute('href');
    expect(payments).not.toHaveAttribute('tabindex');
    const wrapper = payments?.parentElement;
    expect(wrapper).toHaveAttribute('tabindex', '0');
    const description = document.getElementById(wrapper?.getAttribute('aria-describedby') ?? '');
    expect(description).toHaveTextContent(underConstruction.app);

    await user.click(payments as HTMLElement);
    wrapper?.focus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/freelancer/profile');
  });
});
