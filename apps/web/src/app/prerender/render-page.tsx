import type { Role } from '@handlowo/contract';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { titleOfPattern } from '@/config/titles.ts';
import { SessionTopBar } from '@/features/auth/components/session-top-bar.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { BaseProvider } from '../base-provider.tsx';
import PublicLayoutRoute from '../routes/public-layout.tsx';
import { RoleShell } from '../routes/shell-layout.tsx';
import { type PrerenderedPage, prerenderedPages } from './pages.tsx';
import { ROLE_GATE_ATTRIBUTE, ROLE_GATE_CSS } from './role-gate.ts';

/** A path the pattern matches (each `:param` a `1`): what the layouts read from the location. */
export function samplePath(pattern: string): string {
  return pattern.replace(/:[^/]+/g, '1');
}

/** Nobody's data: the shell's user menu paints its button without a name or initials. */
const blankUser = (role: Role) => ({
  firstName: '',
  lastName: '',
  email: '',
  isAdmin: role === 'ADMIN',
});

/** Nothing to log out from in the build's markup (it is inert until the app replaces it). */
const noLogout = () => {};

function Frames({ page }: { page: Extract<PrerenderedPage, { frames: unknown }> }) {
  const frames = Object.entries(page.frames) as [Role, () => ReactNode][];
  return frames.map(([role, skeleton]) => {
    const gate = { [ROLE_GATE_ATTRIBUTE]: role };
    return (
      <div key={role} {...gate}>
        {page.layout === 'shell' ? (
          <RoleShell role={role} user={blankUser(role)} onLogout={noLogout}>
            {skeleton()}
          </RoleShell>
        ) : (
          // routes/public-layout.tsx, whose Outlet would need the route below it.
          <PublicLayout topBar={<SessionTopBar />}>{skeleton()}</PublicLayout>
        )}
      </div>
    );
  });
}

/** The frames with the route's title (a public screen renders its own). */
function FramedPage({ page }: { page: Extract<PrerenderedPage, { frames: unknown }> }) {
  const title = titleOfPattern(page.pattern);
  if (title === undefined) throw new Error(`${page.pattern} has no title in config/titles.ts`);
  return (
    <>
      <PageTitle title={title} />
      <Frames page={page} />
    </>
  );
}

/**
 * The markup of a prerendered page: the app's providers and the same layout and route modules,
 * at a path of its pattern, for nobody logged in (build/prerender.ts puts it into index.html).
 */
export function renderPage(page: PrerenderedPage): string {
  const routes =
    'screen' in page
      ? [
          {
            Component: PublicLayoutRoute,
            children: [{ path: page.pattern, Component: page.screen }],
          },
        ]
      : [{ path: page.pattern, element: <FramedPage page={page} /> }];
  const router = createMemoryRouter(routes, { initialEntries: [samplePath(page.pattern)] });
  return renderToString(
    <BaseProvider queryClient={createQueryClient()} managers={null}>
      <RouterProvider router={router} />
    </BaseProvider>,
  );
}

/** What build/prerender.ts writes for one page. */
export interface RenderedPage {
  name: string;
  pattern: string;
  modules: string[];
  scriptsOnly: string[];
  markup: string;
  /** The style of the role frames (role-gate.ts) for the page's head, or none. */
  headStyle: string | null;
}

/** Every prerendered page, rendered (the build loads this module through Vite's SSR loader). */
export function renderPages(): RenderedPage[] {
  return prerenderedPages.map((page) => ({
    name: page.name,
    pattern: page.pattern,
    modules: page.modules,
    scriptsOnly: page.scriptsOnly ?? [],
    markup: renderPage(page),
    headStyle: 'frames' in page ? ROLE_GATE_CSS : null,
  }));
}
