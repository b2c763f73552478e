import type { Product } from '@handlowo/contract';
import { Alert, Anchor, Box, Button, Grid, Modal, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { paths } from '@/config/paths.ts';
import { adminModalTitles } from '@/features/admin-shell/modal-titles.ts';
import { ApiError } from '@/lib/api-error.ts';
import { useInvestor } from '../api/get-investor.ts';
import { useInvestorOrders } from '../api/get-investor-orders.ts';
import { useInvestorProducts } from '../api/get-investor-products.ts';
import { useOrderPreferences } from '../api/get-order-preferences.ts';
import { detailTexts as t } from '../lib/detail-texts.ts';
import { InvestorFrame } from './investor-frame.tsx';
import { OrdersSection } from './orders-section.tsx';
import { ProductPreview } from './product-preview.tsx';
import { ProductsCard } from './products-card.tsx';
import { QuestionnaireCard } from './questionnaire-card.tsx';

/** F6 answers 404 for an unknown or temporary investor (and 400 for an id out of range). */
const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" role="alert" title={t.loadError}>
      <Button variant="default" size="xs" mt="xs" onClick={onRetry}>
        {t.retry}
      </Button>
    </Alert>
  );
}

/**
 * /admin/investors/:id (spec document 2, "Investor detail"): the frame (F6), the products with
 * their preview (F7, F8) and the orders (F9) with guardian and freelancer assignment, finishing
 * and rating. An unknown investor leads to /404 (spec section 8); other failures offer a retry.
 */
export function InvestorDetail({
  investorId,
  focusOrderId,
}: {
  investorId: number;
  /** Issue 27: opened from the order queue on this order. */
  focusOrderId?: number | undefined;
}) {
  const investor = useInvestor(investorId);
  const products = useInvestorProducts(investorId);
  const orders = useInvestorOrders(investorId);
  // The notes are extra: the orders show without them while they load or if they fail.
  const preferences = useOrderPreferences(investorId);
  const [preview, setPreview] = useState<Product | null>(null);
  const [previewOpened, setPreviewOpened] = useState(false);

  if (isMissing(investor.error) || isMissing(orders.error)) {
    return <Navigate to={paths.notFound} replace />;
  }
  if (investor.error || products.error || orders.error) {
    return (
      <LoadError
        onRetry={() => {
          if (investor.error) void investor.refetch();
          if (products.error) void products.refetch();
          if (orders.error) void orders.refetch();
        }}
      />
    );
  }
  if (!investor.data || !products.data || !orders.data) return <PageLoader />;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.admin.investors} size="sm" w="fit-content">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Wróć do listy
        inwestorów
      </Anchor>
      <InvestorFrame investor={investor.data} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ProductsCard
            products={products.data}
            onPreview={(product) => {
              setPreview(product);
              setPreviewOpened(true);
            }}
          />
          <Box mt="lg">
            <QuestionnaireCard investorId={investorId} />
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <OrdersSection
            investorId={investorId}
            orders={orders.data}
            focusOrderId={focusOrderId}
            preferences={preferences.data}
          />
        </Grid.Col>
      </Grid>
      <Modal
        opened={previewOpened}
        onClose={() => setPreviewOpened(false)}
        onExitTransitionEnd={() => setPreview(null)}
        title={adminModalTitles.productPreview}
        size="lg"
      >
        {preview ? <ProductPreview productId={preview.id} fromList={preview} /> : null}
      </Modal>
    </Stack>
  );
}
