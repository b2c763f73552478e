import type { AssignableFreelancer } from '@handlowo/contract';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminModalTitles } from '../admin-shell/modal-titles.ts';
import { assignmentErrorText, useAssignFreelancer } from './api/assign.ts';
import { assignableFreelancersInfiniteQueryOptions } from './api/assignable-freelancers.ts';
import {
  AssignmentError,
  AssignmentModalFrame,
  SearchBox,
} from './components/assignment-modal-frame.tsx';
import { ConfirmAssignmentModal } from './components/confirm-assignment-modal.tsx';
import { FreelancerRow } from './components/freelancer-row.tsx';
import { PagedList } from './components/paged-list.tsx';
import { useSearchPhrase } from './hooks/use-search-phrase.ts';
import type { AssignFreelancerModalProps } from './modal-props.ts';

/**
 * 'Przypisz freelancera do usługi': freelancers who finished onboarding (F13, or F14 for a
 * phrase), scored against this service and sorted by the score, each with the reasons behind it.
 * 'Przypisz' asks for a confirmation (the name and the score's weightiest reasons, issue 27); the
 * confirmation saves F15, closes and refreshes the investor's orders (which announce an order
 * that became active). A refusal closes the confirmation and shows in the list.
 */
export function AssignFreelancerModal({
  opened,
  onClose,
  investorId,
  service,
}: AssignFreelancerModalProps) {
  return (
    <AssignmentModalFrame
      opened={opened}
      onClose={onClose}
      title={adminModalTitles.assignFreelancer}
      subtitle={
        <>
          Usługa:{' '}
          <Text span fw={600} c="var(--mantine-color-text)">
            {service.name}
          </Text>
        </>
      }
    >
      <FreelancerPicker investorId={investorId} service={service} onDone={onClose} />
    </AssignmentModalFrame>
  );
}

function FreelancerPicker({
  investorId,
  service,
  onDone,
}: Pick<AssignFreelancerModalProps, 'investorId' | 'service'> & { onDone: () => void }) {
  const search = useSearchPhrase();
  const list = useInfiniteQuery(
    assignableFreelancersInfiniteQueryOptions(service.id, search.phrase),
  );
  const assign = useAssignFreelancer(investorId, service.id);
  const currentId = service.freelancer?.id ?? null;
  const [confirming, setConfirming] = useState<AssignableFreelancer | null>(null);

  const confirm = (freelancer: AssignableFreelancer) => {
    assign.mutate(freelancer.id, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          message: `${freelancer.firstName} ${freelancer.lastName} realizuje teraz usługę „${service.name}”`,
        });
        setConfirming(null);
        onDone();
      },
      onError: () => setConfirming(null),
    });
  };

  return (
    <>
      <Text size="sm">
        Najlepiej dopasowani freelancerzy są na górze listy. Wynik (0–100) składa się z części
        opisanych w uzasadnieniu każdej osoby.
      </Text>
      <SearchBox
        label="Szukaj freelancera"
        placeholder="Imię, nazwisko, firma, e-mail lub telefon"
        value={search.text}
        onChange={search.setText}
        searching={list.isPlaceholderData}
      />
      <AssignmentError message={assign.isError ? assignmentErrorText(assign.error) : null} />
      <PagedList
        query={list}
        label="Freelancerzy"
        emptyText={
          search.phrase === ''
            ? 'Brak freelancerów, którzy ukończyli onboarding'
            : `Brak wyników dla „${search.phrase}”`
        }
        renderItem={(freelancer) => (
          <FreelancerRow
            freelancer={freelancer}
            current={freelancer.id === currentId}
            saving={assign.isPending && assign.variables === freelancer.id}
            disabled={assign.isPending && assign.variables !== freelancer.id}
            onAssign={setConfirming}
          />
        )}
      />
      <ConfirmAssignmentModal
        freelancer={confirming}
        serviceName={service.name}
        saving={assign.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={confirm}
      />
    </>
  );
}
