import { Navigate, useParams, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { paths } from '@/config/paths.ts';
import { titles } from '@/config/titles.ts';
import { InvestorDetail } from '@/features/admin-investor/index.ts';

/** A database id: 1 to 2^31 − 1 (anything else cannot name an investor). */
const ID = /^[1-9]\d{0,9}$/;

/**
 * /admin/investors/:id: the investor detail; a malformed id is not found (spec section 8).
 * `?order=<id>` opens it on that order (issue 27).
 */
export default function AdminInvestorDetailsRoute() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const investorId = ID.test(id) ? Number(id) : Number.NaN;
  // Issue 27: the order queue opens the detail on one order (`?order=`); anything else: none.
  const order = search.get('order') ?? '';
  const focusOrderId = ID.test(order) ? Number(order) : undefined;
  if (!Number.isSafeInteger(investorId) || investorId > 2 ** 31 - 1) {
    return <Navigate to={paths.notFound} replace />;
  }
  return (
    <>
      <PageTitle title={titles.admin.investorById} />
      <InvestorDetail key={investorId} investorId={investorId} focusOrderId={focusOrderId} />
    </>
  );
}
