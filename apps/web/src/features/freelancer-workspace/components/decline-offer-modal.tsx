import { type AssignmentSummary, DECLINE_REASON_MAX, DeclineOfferBody } from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Fieldset, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormErrorAlert, TextareaField } from '@/components/form/index.ts';
import { declineErrorText, useDeclineOffer } from '../api/decline-offer.ts';
import { workspaceTexts as t } from '../lib/workspace-texts.ts';
import { workspaceModalTitles } from '../modal-titles.ts';

type DeclineForm = z.input<typeof DeclineOfferBody>;
type DeclineOutput = z.output<typeof DeclineOfferBody>;

/** The form of 'Odrzuć zlecenie': an optional reason the guardian reads. */
function DeclineOfferForm({
  assignment,
  close,
  onDeclined,
}: {
  assignment: AssignmentSummary;
  close: () => void;
  onDeclined?: () => void;
}) {
  const decline = useDeclineOffer();
  const { control, handleSubmit } = useForm<DeclineForm, unknown, DeclineOutput>({
    resolver: zodResolver(DeclineOfferBody),
    defaultValues: { reason: '' },
  });
  // The promise, not `mutate`'s callbacks: the refetch removes the offer's card (and this form)
  // before the mutation settles, and the toast and the way out must still happen.
  const submit = handleSubmit((body) =>
    decline
      .mutateAsync({ orderActivityId: assignment.orderActivityId, body })
      .then(() => {
        notifications.show({ color: 'green', message: t.declined(assignment.name) });
        close();
        onDeclined?.();
      })
      .catch(() => undefined),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Fieldset variant="unstyled" disabled={decline.isPending}>
        <Stack gap="md">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {`Usługa „${assignment.name}”, ${t.orderLine(assignment.order.investorOrderNumber, assignment.investorCompany)}. Opiekun zlecenia zobaczy Twoją odpowiedź i przydzieli usługę komuś innemu.`}
          </Text>
          <TextareaField
            control={control}
            name="reason"
            max={DECLINE_REASON_MAX}
            label="Powód odrzucenia (opcjonalnie)"
          />
          <FormErrorAlert message={decline.error ? declineErrorText(decline.error) : null} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Anuluj
            </Button>
            <Button type="submit" color="red" loading={decline.isPending}>
              Odrzuć zlecenie
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}

/** 'Odrzuć zlecenie': the content mounts on each opening, so the form starts empty. */
export function DeclineOfferModal({
  opened,
  onClose,
  assignment,
  onDeclined,
}: {
  opened: boolean;
  onClose: () => void;
  assignment: AssignmentSummary;
  onDeclined?: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={workspaceModalTitles.declineOffer} size="md">
      <DeclineOfferForm assignment={assignment} close={onClose} onDeclined={onDeclined} />
    </Modal>
  );
}
