import { isOrderEditable } from '@handlowo/contract';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { titles } from '@/config/titles.ts';
import { NoDraft } from '@/features/investor-order/components/no-draft.tsx';
import { useInvestorMe } from '@/features/onboarding/investor/api/use-investor-me.ts';
import { ServiceWizard } from '@/features/service-wizard/service-wizard.tsx';

/**
 * /investor/service: the service wizard (in the public layout of the router) on the investor's
 * current draft, A10's `orders[0]` (issue 27). It mounts once A10 is loaded, so its starting step
 * is computed from the investor's real data. Without a draft (every order with the freelancers or
 * realised) it offers 'Nowe zlecenie' instead of opening an order that can no longer change.
 */
export default function InvestorServiceRoute() {
  const { data } = useInvestorMe();
  const draft = data?.orders[0];
  if (data && draft && isOrderEditable(draft.orderStatus)) {
    // Keyed by the draft: a new one (created or repeated) starts the wizard afresh.
    return <ServiceWizard key={draft.id} data={data} />;
  }
  return (
    <>
      <PageTitle title={titles.investor.service} />
      {data ? <NoDraft /> : <PageLoader />}
    </>
  );
}
