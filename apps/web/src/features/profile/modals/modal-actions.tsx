import { Button, Group } from '@mantine/core';

interface ModalActionsProps {
  onCancel: () => void;
  /** The submit button's text; 'Zapisz zmiany' by default. */
  submitLabel?: string;
  loading?: boolean;
}

/** The footer of an edit modal: 'Anuluj' closes this modal only, the submit button saves. */
export function ModalActions({
  onCancel,
  submitLabel = 'Zapisz zmiany',
  loading = false,
}: ModalActionsProps) {
  return (
    <Group justify="flex-end" gap="sm" mt="lg">
      <Button variant="default" onClick={onCancel} disabled={loading}>
        Anuluj
      </Button>
      <Button type="submit" loading={loading}>
        {submitLabel}
      </Button>
    </Group>
  );
}
