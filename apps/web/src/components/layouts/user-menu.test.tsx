import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider.tsx';
import { paths } from '@/config/paths.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { type ShellUser, UserMenu } from './user-menu.tsx';

function renderMenu(isAdmin: boolean) {
  const user: ShellUser = {
    firstName: 'Anna',
    lastName: 'Nowak',
    email: 'anna@example.pl',
    isAdmin,
  };
  const onLogout = vi.fn();
  const router = createMemoryRouter(
    [{ path: '*', element: <UserMenu user={user} onLogout={onLogout} /> }],
    { initialEntries: ['/freelancer/profile'] },
  );
  render(
    <AppProvider queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { onLogout, router, user: userEvent.setup() };
}

const trigger = () => screen.getByRole('button', { name: /Menu użytkownika/ });

describe('the user menu of the shell', () => {
  it("is one button named by the user's name and 'Menu użytkownika', the menu's code loaded on the click", async () => {
    const { user, onLogout } = renderMenu(false);
    const button = trigger();
    expect(button).toHaveAccessibleName('Anna Nowak Menu użytkownika');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Admin')).toBeNull();

    await user.click(button);
    const menu = await screen.findByRole('menu');
    expect(trigger()).toBe(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('aria-labelledby', button.id);
    expect(screen.getByText('anna@example.pl')).toBeVisible();
    expect(screen.getByRole('menuitem', { name: 'Moje dane' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Wyloguj się' }));
    expect(onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    ['Edycja danych', paths.account.details],
    ['Zmień hasło', paths.account.password],
    ['Ustawienia', paths.settings],
  ])("leads a freelancer from '%s' to %s (issue 25)", async (name, path) => {
    const { user, router } = renderMenu(false);
    await user.click(trigger());
    const item = await screen.findByRole('menuitem', { name });
    expect(item).not.toHaveAttribute('aria-disabled');
    await user.click(item);
    expect(router.state.location.pathname).toBe(path);
  });

  it("gives an admin the 'Admin' tag and the account page behind 'Edycja danych'", async () => {
    const { user, router } = renderMenu(true);
    expect(trigger()).toHaveAccessibleName('Anna Nowak Admin Menu użytkownika');
    await user.click(trigger());
    const editData = await screen.findByRole('menuitem', { name: 'Edycja danych' });
    expect(editData).not.toHaveAttribute('aria-disabled');
    await user.click(editData);
    expect(router.state.location.pathname).toBe(paths.admin.editData);
  });
});
