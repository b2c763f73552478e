import './app/zod-jitless.ts';
import './app/mantine-styles.ts';
import { lazy, StrictMode, Suspense } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { BaseProvider } from './app/base-provider.tsx';
import { createAppRouter, routerInitialized } from './app/router.tsx';
import { createQueryClient } from './lib/query-client.ts';

// The notifications and modals managers load after the first screen (app-managers.tsx): nothing
// on it opens a modal or shows a notification before they are there.
const AppManagers = lazy(() =>
  import('./app/app-managers.tsx').then((module) => ({ default: module.AppManagers })),
);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const queryClient = createQueryClient();
const router = createAppRouter();

const app = (
  <StrictMode>
    <BaseProvider
      queryClient={queryClient}
      managers={
        <Suspense fallback={null}>
          <AppManagers />
        </Suspense>
      }
    >
      <RouterProvider router={router} />
    </BaseProvider>
  </StrictMode>
);

// A prerendered screen (build/prerender.ts) stays painted until the router has loaded the route's
// modules: rendering earlier would swap it for the loading fallback and back. It stays inert until
// React has committed the same screen in its place (flushSync), or a value typed into the
// prerendered fields in between would be lost with them. (Not a top-level await: one in the entry
// makes the bundler split the first screen into many small chunks.)
if (container.hasAttribute('data-prerendered')) {
  void routerInitialized(router).then(() => {
    const root = createRoot(container);
    flushSync(() => root.render(app));
    container.removeAttribute('inert');
  });
} else {
  createRoot(container).render(app);
}
