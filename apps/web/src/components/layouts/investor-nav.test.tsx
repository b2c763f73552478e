import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { TopBar, type TopBarUser } from './top-bar.tsx';

function renderTopBar(user: TopBarUser, path: string) {
  const router = createMemoryRouter([{ path: '*', element: <TopBar user={user} /> }], {
    initialEntries: [path],
  });
  render(
    <AppProvider queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { user: userEvent.setup() };
}

/** Lets a lazily loaded navigation appear if it is going to, so "not there" can fail. */
const settle = () =>
  act(async () => {
    await import('./investor-nav.tsx');
  });

const anna = { firstName: 'Anna', lastName: 'Kowalska' };
const registered: TopBarUser = { ...anna, role: 'INVESTOR', isMock: false };
const temporary: TopBarUser = { ...anna, role: 'INVESTOR', isMock: true };

/** The links row shown from `lg` up (the phone menu is the other navigation); loaded lazily. */
const inlineNav = async () =>
  (await screen.findAllByRole('navigation', { name: 'Nawigacja inwestora' }))[0];

describe('the investor navigation of the top bar', () => {
  it("links a registered investor's two screens and marks the current one", async () => {
    // Issue 27: 'Moje zlecenia', the list of every order.
    renderTopBar(registered, '/investor/orders');
    const nav = (await inlineNav()) as HTMLElement;
    const service = within(nav).getByRole('link', { name: 'Definiowanie usługi' });
    const order = within(nav).getByRole('link', { name: 'Moje zlecenia' });
    expect(service).toHaveAttribute('href', '/investor/service');
    expect(service).not.toHaveAttribute('aria-current');
    expect(order).toHaveAttribute('href', '/investor/orders');
    expect(order).toHaveAttribute('aria-current', 'page');
    // Issue 12: the data export and deletion, a dialog rather than a screen.
    expect(within(nav).getByRole('button', { name: 'Moje dane' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  });

  it('gives the temporary investor the service wizard only', async () => {
    renderTopBar(temporary, '/investor/service');
    const nav = (await inlineNav()) as HTMLElement;
    expect(within(nav).getByRole('link', { name: 'Definiowanie usługi' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).queryByRole('link', { name: 'Moje zlecenia' })).toBeNull();
    expect(within(nav).queryByRole('button', { name: 'Moje dane' })).toBeNull();
  });

  it('folds into a named menu on phones, with the current item marked', async () => {
    const { user } = renderTopBar(registered, '/investor/service');
    await user.click(await screen.findByRole('button', { name: 'Menu inwestora' }));
    const service = await screen.findByRole('menuitem', { name: 'Definiowanie usługi' });
    expect(service).toHaveAttribute('aria-current', 'page');
    const order = screen.getByRole('menuitem', { name: 'Moje zlecenia' });
    expect(order).toHaveAttribute('href', '/investor/orders');
    expect(order).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('menuitem', { name: 'Moje dane' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    // The phone's help link moves into the menu, leaving the bar room for the greeting.
    expect(screen.getByRole('menuitem', { name: 'Potrzebujesz pomocy?' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getAllByRole('link', { name: 'Potrzebujesz pomocy?' })).toHaveLength(1);
  });

  it('is not there for freelancers, admins or on the auth screens', async () => {
    renderTopBar({ ...anna, role: 'FREELANCER' }, '/freelancer/onboarding');
    await settle();
    expect(screen.queryByRole('navigation', { name: 'Nawigacja inwestora' })).toBeNull();
    expect(screen.getAllByText(/Witaj, Anna/).length).toBeGreaterThan(0);
  });

  it('is not there on the login screen, even with an investor session', async () => {
    renderTopBar(registered, '/login');
    await settle();
    expect(screen.queryByRole('navigation', { name: 'Nawigacja inwestora' })).toBeNull();
  });
});
