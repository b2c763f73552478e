import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { AppProvider } from '@/app/provider.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import type { SectionProps } from '../../components/section-props.ts';

/** Renders one profile section with the app's providers (modals manager included). */
export function renderSection(Section: ComponentType<SectionProps>, props: SectionProps) {
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const result = render(
    <AppProvider queryClient={queryClient} env="test">
      <Section {...props} />
    </AppProvider>,
  );
  return { ...result, user, queryClient };
}
