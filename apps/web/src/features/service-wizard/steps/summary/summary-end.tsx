import type { Order } from '@handlowo/contract';
import { Button, Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';

/**
 * The registered investor's end of the wizard: what happens now and the way to the order. A
 * one-letter word is tied to the next one (\u00a0), as Polish typesetting keeps it off a line end.
 */
export function RegisteredSummaryEnd({ order }: { order: Order }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} bg="var(--mantine-color-teal-0)">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={40} radius="xl" color="teal" variant="light" aria-hidden>
          <IconShieldCheck size={22} />
        </ThemeIcon>
        <div>
          <Title order={2} size="h4" mb={4}>
            Zlecenie gotowe
          </Title>
          <Text size="sm">
            {order.orderStatus === 'NEW'
              ? 'Opiekun zlecenia sprawdzi teraz Twoje zlecenie i\u00a0dobierze do niego freelancerów. O\u00a0postępach przeczytasz w\u00a0zakładce „Moje zlecenia”.'
              : 'Twoje zlecenie jest już w\u00a0realizacji. O\u00a0postępach przeczytasz w\u00a0zakładce „Moje zlecenia”.'}
          </Text>
          <Group mt="md">
            <Button
              component={Link}
              to={paths.investor.order}
              rightSection={<IconArrowRight size={18} aria-hidden />}
            >
              Moje zlecenie
            </Button>
          </Group>
        </div>
      </Group>
    </Paper>
  );
}
