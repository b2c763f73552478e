import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { unavailableTitle } from '@/config/titles.ts';

/**
 * The guard's full-page message when the logged user could not be loaded for a transient reason
 * (no connection, a server error): the session is kept and the user can try again.
 */
export function ServiceUnavailable({
  onRetry,
  retrying,
}: {
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <Center mih="70vh" px="md">
      <PageTitle title={unavailableTitle} />
      <Stack align="center" gap="md" maw={560} ta="center">
        <Title order={1} size="h2">
          Nie udało się połączyć z serwisem
        </Title>
        <Text c="dimmed">Sprawdź połączenie z internetem lub spróbuj ponownie za chwilę.</Text>
        <Button onClick={onRetry} loading={retrying}>
          Spróbuj ponownie
        </Button>
      </Stack>
    </Center>
  );
}
