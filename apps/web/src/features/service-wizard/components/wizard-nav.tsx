import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';

/**
 * The buttons under every step: back on the left, forward on the right (on a phone both keep one
 * row; the forward label may wrap).
 */
export function WizardNav({
  onBack,
  onNext,
  nextLabel = 'Przejdź dalej',
  nextDisabled = false,
  nextLoading = false,
}: {
  onBack: () => void;
  /** Omitted on the summary, which has no next step. */
  onNext?: () => void;
  nextLabel?: string;
  nextDisabled?: boolean;
  nextLoading?: boolean;
}) {
  return (
    <Group justify="space-between" mt="xl" wrap="nowrap">
      <Button
        variant="subtle"
        leftSection={<IconArrowLeft size={18} aria-hidden />}
        onClick={onBack}
      >
        Wstecz
      </Button>
      {onNext ? (
        <Button
          rightSection={<IconArrowRight size={18} aria-hidden />}
          onClick={onNext}
          disabled={nextDisabled}
          loading={nextLoading}
        >
          {nextLabel}
        </Button>
      ) : null}
    </Group>
  );
}
