import { Navigate } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { paths } from '@/config/paths.ts';
import { titles } from '@/config/titles.ts';
import { useInvestorMe } from '@/features/onboarding/investor/api/use-investor-me.ts';

/**
 * /investor/order (issue 9's "Moje zlecenie", kept for links and bookmarks): since issue 27 it
 * redirects to the current order (A10's first: the draft, else the newest), or to 'Moje
 * zlecenia' when there is none. The guard sends temporary investors to /investor/start.
 */
export default function InvestorOrderRoute() {
  const { data } = useInvestorMe();
  if (data) {
    const [current] = data.orders;
    return (
      <Navigate
        replace
        to={current ? paths.investor.orderById.to(current.id) : paths.investor.orders}
      />
    );
  }
  return (
    <>
      <PageTitle title={titles.investor.order} />
      <PageLoader />
    </>
  );
}
