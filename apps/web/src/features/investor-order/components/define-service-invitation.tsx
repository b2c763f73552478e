import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';

/** An order without a stage or services: nothing to follow yet, so the page invites to the wizard. */
export function DefineServiceInvitation() {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          Zdefiniuj usługę
        </Title>
        <Text>
          Twoje zlecenie nie ma jeszcze wybranego etapu lejka sprzedażowego ani usług. Określ, czego
          potrzebujesz, a opiekun dobierze do zlecenia handlowców.
        </Text>
        <Button component={Link} to={paths.investor.service}>
          Przejdź do definiowania usługi
        </Button>
      </Stack>
    </Paper>
  );
}
