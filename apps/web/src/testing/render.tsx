import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider.tsx';
import { createRoutes } from '@/app/router.tsx';
import { createQueryClient } from '@/lib/query-client.ts';

export type RenderRouteOptions = {
  /** The route tree; the app's own by default. */
  routes?: RouteObject[];
  /** Entries before `path` in the history (for "back" behaviour). */
  history?: string[];
};

/**
 * Renders the app at `path` the way the browser does: the app providers (Mantine with
 * env="test", a fresh QueryClient) around a memory data router.
 */
export function renderRoute(
  path: string,
  { routes = createRoutes(), history = [] }: RenderRouteOptions = {},
) {
  const queryClient = createQueryClient();
  const entries = [...history, path];
  const router = createMemoryRouter(routes, {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  const user = userEvent.setup();
  const result = render(
    <AppProvider queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, user, router, queryClient };
}

/**
 * The app's providers (the modals and notifications managers included) around an empty page,
 * then `open` run in them: for modals opened through the managers.
 */
export function renderWithManagers(open: () => void) {
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const result = render(
    <AppProvider queryClient={queryClient} env="test">
      <main />
    </AppProvider>,
  );
  act(() => open());
  return { ...result, user, queryClient };
}
