import './app/zod-jitless.ts';
import './app/mantine-styles.ts';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { BaseProvider } from './app/base-provider.tsx';
import { createAppRouter } from './app/router.tsx';
import { createQueryClient } from './lib/query-client.ts';

// The notifications and modals managers load after the first screen (app-managers.tsx): nothing
// on it opens a modal or shows a notification before they are there.
const AppManagers = lazy(() =>
  import('./app/app-managers.tsx').then((module) => ({ default: module.AppManagers })),
);

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

const queryClient = createQueryClient();
const router = createAppRouter();

createRoot(root).render(
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
  </StrictMode>,
);
