import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { errorMessageOf } from '@/lib/api-error.ts';

interface ListModalFootProps {
  addLabel: string;
  onAdd: () => void;
  onClose: () => void;
  /** The last failed deletion, if any. */
  error: unknown;
}

/**
 * The foot of a list edit modal: its changes are saved one by one as they are made, so it
 * offers the add button and 'Zamknij' instead of a save.
 */
export function ListModalFoot({ addLabel, onAdd, onClose, error }: ListModalFootProps) {
  return (
    <Stack gap="sm">
      {error ? (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {errorMessageOf(error)}
        </Text>
      ) : null}
      <Group justify="space-between" gap="sm">
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
          {addLabel}
        </Button>
        <Button variant="default" onClick={onClose}>
          Zamknij
        </Button>
      </Group>
    </Stack>
  );
}
