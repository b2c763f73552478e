import type { InvestorData } from '@handlowo/contract';
import { useQuery } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { AppProvider } from '@/app/provider.tsx';
import { meQueryKey } from '@/features/auth/api/get-me.ts';
import { api } from '@/lib/api-client.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { ServicesStep } from '../services-step.tsx';

/** The step fed from ['me'] (GET /api/investor/me, mocked by the test), as the wizard feeds it. */
function FromMe(props: { onNext: () => void; onBack: () => void }) {
  const me = useQuery({
    queryKey: meQueryKey,
    queryFn: () => api.get<InvestorData>('/investor/me'),
  });
  const order = me.data?.orders[0];
  if (!me.data || !order) return null;
  return <ServicesStep data={me.data} order={order} goTo={() => {}} {...props} />;
}

export function renderServicesStep() {
  const onNext = vi.fn();
  const onBack = vi.fn();
  const user = userEvent.setup();
  render(
    <AppProvider queryClient={createQueryClient()} env="test">
      <FromMe onNext={onNext} onBack={onBack} />
    </AppProvider>,
  );
  return { user, onNext, onBack };
}

/** The JSON body a recorded request sent. */
export function sentJson(body: BodyInit | null | undefined): unknown {
  return typeof body === 'string' ? JSON.parse(body) : body;
}
