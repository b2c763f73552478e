import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProvider } from '@/app/provider.tsx';
import { createQueryClient } from '@/lib/query-client.ts';

/**
 * The app's providers with the modals and notifications managers, then `open` run in them. The
 * managers keep their modals in React state, so RTL's cleanup (unmounting) closes them.
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
