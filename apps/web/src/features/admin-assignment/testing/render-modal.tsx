import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { AppProvider } from '@/app/provider.tsx';
import { createQueryClient } from '@/lib/query-client.ts';

/** A modal on its own inside the app's providers (Mantine in test mode, a fresh query client). */
export function renderModal(ui: ReactElement) {
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const result = render(
    <AppProvider queryClient={queryClient} env="test">
      {ui}
    </AppProvider>,
  );
  return { ...result, user, queryClient };
}
