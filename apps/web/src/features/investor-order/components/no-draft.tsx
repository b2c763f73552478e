import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { NewOrderButton } from './new-order-button.tsx';

/**
 * The service wizard's place when the investor has no draft (issue 27): every order is with the
 * freelancers or realised, so instead of opening one of them it offers a new order.
 */
export function NoDraft() {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm" align="flex-start">
        <Title order={1} size="h3">
          Nie masz zlecenia w przygotowaniu
        </Title>
        <Text>
          Twoje zlecenia są w realizacji albo zostały zrealizowane. Aby zamówić kolejne usługi,
          utwórz nowe zlecenie.
        </Text>
        <NewOrderButton />
        <Anchor component={Link} to={paths.investor.orders}>
          Zobacz moje zlecenia
        </Anchor>
      </Stack>
    </Paper>
  );
}
