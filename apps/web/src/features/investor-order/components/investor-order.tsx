import type { InvestorData, Order } from '@handlowo/contract';
import { Anchor, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { OrderConversationSection } from '@/features/messages/index.ts';
import { currentOrder, isDefined } from '../lib/order-texts.ts';
import { OrderOpinions } from '../opinion/order-opinions.tsx';
import { DefineServiceInvitation } from './define-service-invitation.tsx';
import { GuardianCard } from './guardian-card.tsx';
import { OrderProducts } from './order-products.tsx';
import { OrderStatus } from './order-status.tsx';
import { RepeatOrderButton } from './repeat-order-button.tsx';
import { ServiceCard } from './service-card.tsx';

/**
 * "Moje zlecenie" (ours, issue 9): the registered investor follows their order — its number and
 * status with what happens next, the stage, the guardian, each service with its freelancer and
 * the products. Everything comes from A10 (the investor's data); the conversation of the order
 * (issue 26) loads its own messages. Issue 27: any of the investor's orders (`order`; the current
 * one by default), with the way back to 'Moje zlecenia' and 'Zamów ponownie' once realised.
 */
export function InvestorOrder({
  data,
  order = currentOrder(data),
}: {
  data: InvestorData;
  order?: Order | null;
}) {
  const servicesHeading = useId();
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.investor.orders} size="sm" w="fit-content">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Moje zlecenia
      </Anchor>
      <Title order={1} size="h2">
        Moje zlecenie
      </Title>
      {order === null ? (
        <DefineServiceInvitation />
      ) : (
        <>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="md">
              <OrderStatus order={order} />
              {order.pipeline ? (
                <Text>
                  <Text span fw={500}>
                    Etap lejka sprzedażowego:
                  </Text>{' '}
                  {order.pipeline.name}
                </Text>
              ) : null}
              {order.orderStatus === 'REALIZED' ? <RepeatOrderButton order={order} /> : null}
            </Stack>
          </Paper>
          {/* Issue 27: the client rates each service's freelancer (and edits for 14 days). */}
          <OrderOpinions order={order} />
          {isDefined(order) ? (
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 8 }}>
                <Stack gap="sm">
                  <Title order={2} size="h4" id={servicesHeading}>
                    Usługi
                  </Title>
                  <Stack
                    component="ul"
                    aria-labelledby={servicesHeading}
                    gap="md"
                    p={0}
                    m={0}
                    style={{ listStyle: 'none' }}
                  >
                    {order.orderActivities.map((activity) => (
                      <ServiceCard key={activity.id} activity={activity} />
                    ))}
                  </Stack>
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }}>
                <Stack gap="lg">
                  <GuardianCard guardian={order.orderAdminDTO} />
                  <OrderProducts products={data.products} />
                </Stack>
              </Grid.Col>
            </Grid>
          ) : (
            <>
              <GuardianCard guardian={order.orderAdminDTO} />
              <DefineServiceInvitation />
            </>
          )}
          {/* Issue 26: the order's conversation with its guardian and freelancers. */}
          <OrderConversationSection orderId={order.id} />
        </>
      )}
    </Stack>
  );
}
