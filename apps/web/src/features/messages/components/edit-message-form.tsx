import { MESSAGE_TEXT_MAX, MessageEditBody, type OrderMessage } from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Fieldset, Group, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormErrorAlert, TextareaField } from '@/components/form/index.ts';
import { useEditMessage } from '../api/edit-message.ts';
import { messageErrorText } from '../lib/error-text.ts';
import { messagesTexts as t } from '../lib/texts.ts';

type EditForm = z.input<typeof MessageEditBody>;
type EditOutput = z.output<typeof MessageEditBody>;

/** 'Edytuj' in place of the message's text: the new text, saved or cancelled. */
export function EditMessageForm({
  message,
  onDone,
}: {
  message: OrderMessage;
  onDone: () => void;
}) {
  const edit = useEditMessage();
  const { control, handleSubmit, setFocus } = useForm<EditForm, unknown, EditOutput>({
    resolver: zodResolver(MessageEditBody),
    defaultValues: { text: message.text ?? '' },
  });
  // The form replaces the text the user chose to edit: the caret goes there.
  useEffect(() => setFocus('text'), [setFocus]);
  const submit = handleSubmit((body) =>
    edit
      .mutateAsync({ orderId: message.orderId, messageId: message.id, body })
      .then(onDone)
      .catch(() => undefined),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Fieldset variant="unstyled" disabled={edit.isPending}>
        <Stack gap="xs">
          <TextareaField
            control={control}
            name="text"
            max={MESSAGE_TEXT_MAX}
            label={t.editLabel}
            minRows={2}
          />
          <FormErrorAlert message={edit.error ? messageErrorText(edit.error) : null} />
          <Group gap="xs" justify="flex-end">
            <Button variant="default" size="xs" onClick={onDone}>
              {t.cancel}
            </Button>
            <Button type="submit" size="xs" loading={edit.isPending}>
              {t.save}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}
