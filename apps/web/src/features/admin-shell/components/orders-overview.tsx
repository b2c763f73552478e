import { Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { pluralForm } from '@/lib/plural.ts';
import { useStats } from '../api/get-stats.ts';
import { orderForms } from '../lib/counted-nouns.ts';
import { StatValue } from './stat-value.tsx';

/**
 * /admin/orders (ours: the spec's panel is empty): how many orders there are and where they are
 * handled. An order belongs to its investor, so its screen is the investor's detail.
 */
export function OrdersOverview() {
  const stats = useStats();
  const count = stats.data?.orderCount;
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1} size="h2">
        Zlecenia
      </Title>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <div>
            <StatValue stats={stats} value={count} />
            {count !== undefined && (
              <Text size="sm" c="dimmed">
                {pluralForm(count, orderForms)} na platformie (bez zleceń tymczasowych inwestorów)
              </Text>
            )}
          </div>
          <Text>
            Zlecenia prowadzisz w szczegółach inwestora, do którego należą. Otwórz listę inwestorów,
            wybierz „Szczegóły”, a w zakładkach zleceń:
          </Text>
          <List size="sm" spacing={4}>
            <List.Item>przypiszesz opiekuna zlecenia, by trafiło do weryfikacji,</List.Item>
            <List.Item>
              przypiszesz freelancera do każdej usługi, by zlecenie stało się aktywne,
            </List.Item>
            <List.Item>zakończysz aktywne zlecenie i ocenisz zrealizowane usługi.</List.Item>
          </List>
          <Button
            component={Link}
            to={paths.admin.investors}
            rightSection={<IconArrowRight size={16} aria-hidden />}
            w="fit-content"
          >
            Przejdź do inwestorów
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
