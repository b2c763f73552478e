import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { paths } from '@/config/paths.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { BaseProvider } from '../base-provider.tsx';
import LoginRoute from '../routes/auth/login.tsx';
import PublicLayoutRoute from '../routes/public-layout.tsx';

/**
 * The markup of /login as the browser's first render draws it for a visitor without a session:
 * the same route modules in the same providers, rendered at build time (build/prerender.ts) so
 * that the page paints before its JavaScript arrives.
 */
export function render(): string {
  const router = createMemoryRouter(
    [{ Component: PublicLayoutRoute, children: [{ path: paths.login, Component: LoginRoute }] }],
    { initialEntries: [paths.login] },
  );
  return renderToString(
    <BaseProvider queryClient={createQueryClient()} managers={null}>
      <RouterProvider router={router} />
    </BaseProvider>,
  );
}
