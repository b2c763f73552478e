import '@mantine/core/styles/Switch.css';
import {
  type NotificationSettings,
  type NotificationSettingsPatch,
  NotificationSettingsPatch as PatchSchema,
} from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Paper, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormErrorAlert, FormSuccessAlert } from '@/components/form/index.ts';
import { errorMessageOf } from '@/lib/api-error.ts';
import { useUpdateNotificationSettings } from '../api/update-notification-settings.ts';
import { texts } from '../texts.ts';

/**
 * 'Ustawienia': one 'E-mail' switch per kind of notification the user's role receives, saved
 * together with a Polish confirmation.
 */
export function NotificationSettingsForm({ settings }: { settings: NotificationSettings }) {
  const save = useUpdateNotificationSettings();
  const [saved, setSaved] = useState(false);
  const form = useForm<NotificationSettingsPatch>({
    resolver: zodResolver(PatchSchema),
    defaultValues: { kinds: settings.kinds.map(({ kind, email }) => ({ kind, email })) },
  });

  const submit = form.handleSubmit((values) => {
    setSaved(false);
    save.mutate(values, {
      onSuccess: () => {
        setSaved(true);
        form.reset(values);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormSuccessAlert message={saved ? texts.saved : null} />
        <FormErrorAlert message={save.isError ? errorMessageOf(save.error) : null} />
        <Paper withBorder radius="md" p="md">
          <Stack gap="md">
            {settings.kinds.map((item, index) => (
              <Controller
                key={item.kind}
                control={form.control}
                name={`kinds.${index}.email`}
                render={({ field }) => (
                  <Switch
                    checked={field.value}
                    onChange={(event) => {
                      setSaved(false);
                      field.onChange(event.currentTarget.checked);
                    }}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    label={
                      <Text span size="sm">
                        {item.label}
                      </Text>
                    }
                    description={`${texts.email}: ${field.value ? 'tak' : 'nie'}`}
                    aria-label={`${texts.email}: ${item.label}`}
                  />
                )}
              />
            ))}
          </Stack>
        </Paper>
        <Button type="submit" loading={save.isPending} w={{ base: '100%', sm: 'auto' }}>
          {texts.save}
        </Button>
      </Stack>
    </form>
  );
}
