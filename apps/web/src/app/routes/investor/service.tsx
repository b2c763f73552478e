import { PageLoader } from '@/components/ui/page-loader.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { titles } from '@/config/titles.ts';
import { useInvestorMe } from '@/features/onboarding/investor/api/use-investor-me.ts';
import { ServiceWizard } from '@/features/service-wizard/service-wizard.tsx';

/**
 * /investor/service: the service wizard (in the public layout of the router). It mounts once A10
 * is loaded, so its starting step is computed from the investor's real data.
 */
export default function InvestorServiceRoute() {
  const { data } = useInvestorMe();
  if (data) return <ServiceWizard data={data} />;
  return (
    <>
      <PageTitle title={titles.investor.service} />
      <PageLoader />
    </>
  );
}
