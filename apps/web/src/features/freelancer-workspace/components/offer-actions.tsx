import type { AssignmentSummary } from '@handlowo/contract';
import { Button, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import { FormErrorAlert } from '@/components/form/index.ts';
import { preloadOnApproach } from '@/lib/preload-on-approach.ts';
import { acceptErrorText, useAcceptOffer } from '../api/accept-offer.ts';
import { workspaceTexts as t } from '../lib/workspace-texts.ts';

// The decline form (a modal, react-hook-form, the contract's schemas) stays out of Pulpit's and
// the offer page's first load, where it was about a tenth of the bytes before the offers showed:
// it loads when the hand nears 'Odrzuć' (hover, focus, touch) or at the latest on its click.
const loadDeclineModal = () => import('./decline-offer-modal.tsx');
const DeclineOfferModal = lazy(() =>
  loadDeclineModal().then((module) => ({ default: module.DeclineOfferModal })),
);
/** What 'Odrzuć' gets. */
const nearing = preloadOnApproach(loadDeclineModal);

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
  // Mounted from the first opening on, so that closing it animates like any modal.
  const [wanted, setWanted] = useState(false);
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
          {...nearing}
          onClick={() => {
            setWanted(true);
            open();
          }}
        >
          {t.decline}
        </Button>
      </Group>
      {wanted && (
        <Suspense fallback={null}>
          <DeclineOfferModal
            opened={opened}
            onClose={close}
            assignment={assignment}
            onDeclined={onDeclined}
          />
        </Suspense>
      )}
    </Stack>
  );
}
