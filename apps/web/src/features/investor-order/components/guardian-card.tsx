import type { Order } from '@handlowo/contract';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { fullName, NO_GUARDIAN } from '../lib/order-texts.ts';
import { PersonLine } from './person-line.tsx';

/** The order's guardian (the admin who verifies it and matches freelancers), or that none is yet. */
export function GuardianCard({ guardian }: { guardian: Order['orderAdminDTO'] }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Opiekun zlecenia
        </Title>
        {guardian ? (
          <PersonLine name={fullName(guardian)} pictureData={guardian.pictureData} />
        ) : (
          <Text c="dimmed">{NO_GUARDIAN}</Text>
        )}
      </Stack>
    </Paper>
  );
}
