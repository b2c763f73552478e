import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormErrorAlert } from '@/components/form/index.ts';
import { messageErrorText } from '../lib/error-text.ts';
import { messagesTexts as t } from '../lib/texts.ts';

/**
 * A yes/no question about one message (delete it, hide it) with its mutation's state: the
 * error stays in the modal, which closes once the change is made.
 */
export function ConfirmMessageModal<TVariables>({
  opened,
  onClose,
  title,
  question,
  confirmLabel,
  mutation,
  variables,
  onDone,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  question: string;
  confirmLabel: string;
  mutation: UseMutationResult<unknown, Error, TVariables>;
  variables: TVariables;
  onDone: () => void;
}) {
  // A question about another message starts without the last one's error.
  const { reset } = mutation;
  useEffect(() => {
    if (opened) reset();
  }, [opened, reset]);
  const confirm = () =>
    mutation
      .mutateAsync(variables)
      .then(() => {
        onClose();
        onDone();
      })
      .catch(() => undefined);
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="md">
      <Stack gap="md">
        <Text size="sm">{question}</Text>
        <FormErrorAlert message={mutation.error ? messageErrorText(mutation.error) : null} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            {t.cancel}
          </Button>
          <Button color="red" onClick={confirm} loading={mutation.isPending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
