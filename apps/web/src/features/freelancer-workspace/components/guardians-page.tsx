import { Anchor, List, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { workspaceGuardiansQueryOptions } from '../api/get-workspace-guardians.ts';
import { workspaceTexts as t } from '../lib/workspace-texts.ts';
import { GuardianContact } from './guardian-contact.tsx';
import { SectionState } from './section-state.tsx';

/**
 * Opiekun: the admins looking after the freelancer's orders, with their contact and, per order,
 * the way into its conversation (issue 26).
 */
export function GuardiansPage() {
  const { data, isPending, isError } = useQuery(workspaceGuardiansQueryOptions());
  return (
    <Stack gap="lg">
      <Title order={1}>Opiekun</Title>
      <SectionState
        isPending={isPending}
        isError={isError}
        isEmpty={data?.length === 0}
        empty={t.noGuardians}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {data?.map((guardian) => (
            <Paper key={guardian.id} component="article" withBorder radius="md" p="md">
              <GuardianContact guardian={guardian}>
                <List size="sm" spacing={2} mt="xs" aria-label="Zlecenia pod opieką">
                  {guardian.orders.map((order) => (
                    <List.Item key={order.orderId}>
                      <Anchor
                        component={Link}
                        to={paths.freelancer.orderById.to(order.orderActivityId)}
                        size="sm"
                        style={{ overflowWrap: 'anywhere' }}
                      >
                        {`${t.orderLine(order.investorOrderNumber, order.investorCompany)}: ${order.name}`}
                      </Anchor>
                      {/* Issue 26: the order's conversation, where the guardian answers. */}
                      {' · '}
                      <Anchor
                        component={Link}
                        to={paths.messages.thread.to(order.orderId)}
                        size="sm"
                        aria-label={`Napisz do opiekuna: zlecenie nr ${order.investorOrderNumber}`}
                      >
                        Napisz
                      </Anchor>
                    </List.Item>
                  ))}
                </List>
              </GuardianContact>
            </Paper>
          ))}
        </SimpleGrid>
      </SectionState>
    </Stack>
  );
}
