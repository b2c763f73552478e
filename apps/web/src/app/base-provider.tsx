import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSessionReset } from '@/hooks/use-session-reset.ts';
import { cssVariablesResolver, theme } from './theme.ts';

function SessionReset() {
  useSessionReset();
  return null;
}

/**
 * The context providers of the app without the notifications and modals managers: `managers` is
 * rendered inside them, next to the app (the browser passes a lazily loaded one, see main.tsx;
 * the tests' `AppProvider` passes the managers themselves).
 */
export function BaseProvider({
  queryClient,
  env = 'default',
  managers,
  children,
}: {
  queryClient: QueryClient;
  env?: 'default' | 'test';
  managers: ReactNode;
  children: ReactNode;
}) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      // The provider writes every theme variable itself instead of only those that differ from
      // Mantine's default-css-variables.css, which the app then does not download (4 kB gzip).
      deduplicateCssVariables={false}
      env={env}
    >
      <QueryClientProvider client={queryClient}>
        <SessionReset />
        {managers}
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
