import { InvestorsScreen } from '@/features/admin-tables/index.ts';

export default function AdminInvestorsRoute() {
  return <InvestorsScreen />;
}
