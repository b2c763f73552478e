import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import 'dayjs/locale/pl';
import { useSessionReset } from '@/hooks/use-session-reset.ts';
import { cssVariablesResolver, theme } from './theme.ts';

function SessionReset() {
  useSessionReset();
  return null;
}

/**
 * Every provider of the app, in one place so the tests wrap screens the same way. `env="test"`
 * switches off Mantine's transitions and portals' delays in tests.
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
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
      <DatesProvider settings={{ locale: 'pl', firstDayOfWeek: 1 }}>
        <QueryClientProvider client={queryClient}>
          <SessionReset />
          <ModalsProvider>
            <Notifications position="top-right" />
            {children}
          </ModalsProvider>
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
