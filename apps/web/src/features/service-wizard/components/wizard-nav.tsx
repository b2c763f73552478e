import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';

/**
 * The buttons under every step: back on the left, forward on the right. On a phone both keep one
 * row: the back button keeps its width and a long forward label ('Wybierz i przejdź dalej')
 * wraps instead of being cut.
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
    <Group justify="space-between" mt="xl" wrap="nowrap" gap="sm">
      <Button
        variant="subtle"
        leftSection={<IconArrowLeft size={18} aria-hidden />}
        onClick={onBack}
        flex="none"
        px="xs"
      >
        Wstecz
      </Button>
      {onNext ? (
        <Button
          rightSection={<IconArrowRight size={18} aria-hidden />}
          onClick={onNext}
          disabled={nextDisabled}
          loading={nextLoading}
          miw={0}
          h="auto"
          mih={36}
          py={6}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } }}
        >
          {nextLabel}
        </Button>
      ) : null}
    </Group>
  );
}
