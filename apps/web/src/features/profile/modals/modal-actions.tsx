import { Button, Group, type MantineSpacing } from '@mantine/core';

interface ModalActionsProps {
  /** 'Anuluj': closes this modal only (a stacked parent stays open). */
  onCancel: () => void;
  /** The primary button's text; 'Zapisz zmiany' by default. */
  submitLabel?: string;
  /** A click handler; without one the primary button submits its form. */
  onSubmit?: () => void;
  loading?: boolean;
  /** 'Anuluj' is disabled while the save runs unless told otherwise. */
  cancelDisabled?: boolean;
  /** Focus the primary button when the modal opens (the preview modals' one decision). */
  autoFocusSubmit?: boolean;
  mt?: MantineSpacing | 0;
}

/** The foot of every profile modal: 'Anuluj' and the primary button, right-aligned. */
export function ModalActions({
  onCancel,
  submitLabel = 'Zapisz zmiany',
  onSubmit,
  loading = false,
  cancelDisabled = loading,
  autoFocusSubmit = false,
  mt = 'lg',
}: ModalActionsProps) {
  return (
    <Group justify="flex-end" gap="sm" mt={mt}>
      <Button variant="default" onClick={onCancel} disabled={cancelDisabled}>
        Anuluj
      </Button>
      <Button
        type={onSubmit ? 'button' : 'submit'}
        onClick={onSubmit}
        loading={loading}
        data-autofocus={autoFocusSubmit || undefined}
      >
        {submitLabel}
      </Button>
    </Group>
  );
}
