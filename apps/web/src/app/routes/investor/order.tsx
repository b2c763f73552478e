import { PageLoader } from '@/components/ui/page-loader.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { titles } from '@/config/titles.ts';
import { InvestorOrder } from '@/features/investor-order/components/investor-order.tsx';
import { useInvestorMe } from '@/features/onboarding/investor/api/use-investor-me.ts';

/**
 * /investor/order "Moje zlecenie" (registered investors; the guard sends temporary ones to
 * /investor/start). The page shows A10's data, loaded once for the whole investor area.
 */
export default function InvestorOrderRoute() {
  const { data } = useInvestorMe();
  return (
    <>
      <PageTitle title={titles.investor.order} />
      {data ? <InvestorOrder data={data} /> : <PageLoader />}
    </>
  );
}
