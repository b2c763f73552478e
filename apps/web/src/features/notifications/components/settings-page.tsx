import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { errorMessageOf } from '@/lib/api-error.ts';
import { useNotificationSettings } from '../api/get-notification-settings.ts';
import { texts } from '../texts.ts';
import { NotificationSettingsForm } from './notification-settings-form.tsx';

/** /settings ('Ustawienia' of the user menu, every role): which notifications come by e-mail. */
export function SettingsPage() {
  const settings = useNotificationSettings();
  return (
    <Stack gap="md" maw={640}>
      <Title order={1} size="h2">
        {texts.settingsTitle}
      </Title>
      <Text c="dimmed">{texts.settingsLead}</Text>
      {settings.isPending ? (
        <Center py="xl">
          <Loader size="sm" aria-label="Ładowanie ustawień" role="status" />
        </Center>
      ) : settings.isError ? (
        <Alert color="red" variant="light">
          {errorMessageOf(settings.error)}
        </Alert>
      ) : (
        <NotificationSettingsForm settings={settings.data} />
      )}
    </Stack>
  );
}
