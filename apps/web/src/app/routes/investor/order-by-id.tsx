import { Alert, Anchor, Stack } from '@mantine/core';
import { useDeferredValue } from 'react';
import { Link, useParams } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { paths } from '@/config/paths.ts';
import { titles } from '@/config/titles.ts';
import { InvestorOrder } from '@/features/investor-order/components/investor-order.tsx';
import { useInvestorMe } from '@/features/onboarding/investor/api/use-investor-me.ts';

/**
 * /investor/orders/:orderId (issue 27): the order page for any of the investor's orders, read
 * from A10 (which holds every order), so a change anywhere refreshes it with the rest.
 */
export default function InvestorOrderByIdRoute() {
  const { orderId } = useParams();
  const { data: answer } = useInvestorMe();
  // Drawn in a deferred render, which React splits into slices (issue 30): drawn in the task of
  // the answer, the whole order blocked a phone's main thread at once.
  const data = useDeferredValue(answer);
  const order = data?.orders.find((o) => String(o.id) === orderId);
  return (
    <>
      <PageTitle title={titles.investor.orderById} />
      {!data ? (
        <PageLoader />
      ) : order ? (
        <InvestorOrder data={data} order={order} />
      ) : (
        <Stack gap="sm" align="flex-start">
          <Alert color="red" variant="light" role="alert">
            Nie znaleziono zlecenia.
          </Alert>
          <Anchor component={Link} to={paths.investor.orders}>
            Wróć do moich zleceń
          </Anchor>
        </Stack>
      )}
    </>
  );
}
