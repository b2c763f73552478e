import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertCircle, IconArrowRight } from '@tabler/icons-react';

interface StepActionsProps {
  /** Catalogue text of a failed save, if any. */
  error?: string | null;
  submitting?: boolean;
  disabled?: boolean;
  /** 'Dalej' unless the step says otherwise (the last freelancer step). */
  label?: string;
}

/** The footer of every step: a failed save's message and the primary submit button. */
export function StepActions({ error, submitting, disabled, label = 'Dalej' }: StepActionsProps) {
  return (
    <Stack gap="sm" mt="xl">
      {error ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button
          type="submit"
          size="md"
          loading={submitting}
          disabled={disabled}
          rightSection={<IconArrowRight size={18} />}
        >
          {label}
        </Button>
      </Group>
    </Stack>
  );
}
