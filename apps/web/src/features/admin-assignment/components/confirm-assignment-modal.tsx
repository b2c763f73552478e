import type { AssignableFreelancer } from '@handlowo/contract';
import { Button, Group, getDefaultZIndex, Modal, Stack, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { adminModalTitles } from '../../admin-shell/modal-titles.ts';
import { firstReasons } from '../lib/fit-texts.ts';
import { FitBadges } from './fit-badges.tsx';
import { FitReasons } from './fit-score.tsx';

/** Above 'Przypisz freelancera do usługi' (Mantine's modal layer), moved down so it shows. */
const STACKED_Z_INDEX = getDefaultZIndex('modal') + 10;

export interface ConfirmAssignmentModalProps {
  /** The freelancer about to be assigned; null: closed. */
  freelancer: AssignableFreelancer | null;
  serviceName: string;
  saving: boolean;
  onCancel: () => void;
  onConfirm: (freelancer: AssignableFreelancer) => void;
}

/**
 * The step before F15 (issue 27): whom the admin is about to assign, to what, and the parts of
 * the fit score that weigh most, so a one-click slip or a score read too quickly is caught.
 */
export function ConfirmAssignmentModal({
  freelancer,
  serviceName,
  saving,
  onCancel,
  onConfirm,
}: ConfirmAssignmentModalProps) {
  const name = freelancer ? `${freelancer.firstName} ${freelancer.lastName}` : '';
  const fit = freelancer?.fit ?? null;
  const reasons = fit ? firstReasons(fit.reasons) : [];
  const headingId = useId();
  return (
    <Modal
      opened={freelancer !== null}
      onClose={onCancel}
      title={adminModalTitles.confirmFreelancer}
      size="md"
      zIndex={STACKED_Z_INDEX}
      yOffset="calc(5dvh + 48px)"
      overlayProps={{ backgroundOpacity: 0.35 }}
    >
      {freelancer ? (
        <Stack gap="md">
          <Text>
            Przypisać{' '}
            <Text span fw={600}>
              {name}
            </Text>{' '}
            do usługi „{serviceName}”? Freelancer dostanie propozycję i ją zaakceptuje albo odrzuci.
          </Text>
          {fit ? (
            <>
              <Text size="sm" fw={500}>
                Dopasowanie: {fit.score} na 100
              </Text>
              <FitBadges fit={fit} />
              {reasons.length > 0 ? (
                <Stack gap={4}>
                  <Text size="sm" c="dimmed" id={headingId}>
                    Najważniejsze składniki wyniku
                  </Text>
                  <FitReasons reasons={reasons} labelledBy={headingId} />
                </Stack>
              ) : null}
            </>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={saving}>
              Anuluj
            </Button>
            <Button loading={saving} onClick={() => onConfirm(freelancer)} data-autofocus>
              Potwierdź przypisanie
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
