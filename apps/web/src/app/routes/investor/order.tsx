import { titles } from '@/config/titles.ts';
import { AreaPlaceholderRoute } from '../area-placeholder-route.tsx';

// Scaffolding: replaced by the "Moje zlecenie" screen (features/investor-order).
export default function InvestorOrderRoute() {
  return (
    <AreaPlaceholderRoute
      pageTitle={titles.investor.order}
      title="Moje zlecenie"
      description="W budowie."
    />
  );
}
