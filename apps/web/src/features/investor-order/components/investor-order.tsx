import type { InvestorData } from '@handlowo/contract';
import { Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { OrderConversationSection } from '@/features/messages/index.ts';
import { currentOrder, isDefined } from '../lib/order-texts.ts';
import { DefineServiceInvitation } from './define-service-invitation.tsx';
import { GuardianCard } from './guardian-card.tsx';
import { OrderProducts } from './order-products.tsx';
import { OrderStatus } from './order-status.tsx';
import { ServiceCard } from './service-card.tsx';

/**
 * "Moje zlecenie" (ours, issue 9): the registered investor follows their order — its number and
 * status with what happens next, the stage, the guardian, each service with its freelancer and
 * the products. Everything comes from A10 (the investor's data); the conversation of the order
 * (issue 26) loads its own messages.
 */
export function InvestorOrder({ data }: { data: InvestorData }) {
  const order = currentOrder(data);
  const servicesHeading = useId();
  return (
    <Stack gap="lg">
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
            </Stack>
          </Paper>
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
