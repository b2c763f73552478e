import type { AssignmentSummary } from '@handlowo/contract';
import { Button, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { FormErrorAlert } from '@/components/form/index.ts';
import { acceptErrorText, useAcceptOffer } from '../api/accept-offer.ts';
import { workspaceTexts as t } from '../lib/workspace-texts.ts';
import { DeclineOfferModal } from './decline-offer-modal.tsx';

/**
 * 'Przyjmij zlecenie' and 'Odrzuć' of an offer. Several offers share a screen, so each button is
 * described by its offer's title (`describedBy`).
 */
export function OfferActions({
  assignment,
  describedBy,
  onDeclined,
}: {
  assignment: AssignmentSummary;
  describedBy?: string;
  onDeclined?: () => void;
}) {
  const accept = useAcceptOffer();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <Stack gap="xs">
      <FormErrorAlert message={accept.error ? acceptErrorText(accept.error) : null} />
      <Group gap="sm">
        <Button
          loading={accept.isPending}
          aria-describedby={describedBy}
          onClick={() =>
            // The promise, not `mutate`'s callbacks: the card leaves its list (it unmounts) as
            // soon as the refetch lands, and the toast must still show.
            accept
              .mutateAsync(assignment.orderActivityId)
              .then(() =>
                notifications.show({ color: 'green', message: t.accepted(assignment.name) }),
              )
              .catch(() => undefined)
          }
        >
          {t.accept}
        </Button>
        <Button
          variant="default"
          aria-describedby={describedBy}
          disabled={accept.isPending}
          onClick={open}
        >
          {t.decline}
        </Button>
      </Group>
      <DeclineOfferModal
        opened={opened}
        onClose={close}
        assignment={assignment}
        onDeclined={onDeclined}
      />
    </Stack>
  );
}
