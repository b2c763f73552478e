import { PageLoader } from '@/components/ui/page-loader.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { titles } from '@/config/titles.ts';
import { InvestorOrders } from '@/features/investor-order/components/investor-orders.tsx';
import { useInvestorMe } from '@/features/onboarding/investor/api/use-investor-me.ts';

/** /investor/orders 'Moje zlecenia' (issue 27): every order of the registered investor (A10). */
export default function InvestorOrdersRoute() {
  const { data } = useInvestorMe();
  return (
    <>
      <PageTitle title={titles.investor.orders} />
      {data ? <InvestorOrders data={data} /> : <PageLoader />}
    </>
  );
}
