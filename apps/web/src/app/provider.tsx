import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppManagers } from './app-managers.tsx';
import { BaseProvider } from './base-provider.tsx';

/**
 * Every provider of the app, in one place so the tests wrap screens the same way, with the
 * notifications and modals managers loaded eagerly (the browser loads them lazily, main.tsx).
 * `env="test"` switches off Mantine's transitions and portals' delays in tests.
 */
export function AppProvider({
  queryClient,
  env = 'default',
  children,
}: {
  queryClient: QueryClient;
  env?: 'default' | 'test';
  children: ReactNode;
}) {
  return (
    <BaseProvider queryClient={queryClient} env={env} managers={<AppManagers />}>
      {children}
    </BaseProvider>
  );
}
