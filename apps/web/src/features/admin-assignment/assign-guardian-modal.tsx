import { notifications } from '@mantine/notifications';
import { useInfiniteQuery } from '@tanstack/react-query';
import { adminModalTitles } from '../admin-shell/modal-titles.ts';
import { adminsInfiniteQueryOptions } from './api/admins.ts';
import { assignmentErrorText, useAssignGuardian } from './api/assign.ts';
import { type AdminItem, AdminRow } from './components/admin-row.tsx';
import {
  AssignmentError,
  AssignmentModalFrame,
  SearchBox,
} from './components/assignment-modal-frame.tsx';
import { PagedList } from './components/paged-list.tsx';
import { useSearchPhrase } from './hooks/use-search-phrase.ts';
import type { AssignGuardianModalProps } from './modal-props.ts';

/**
 * 'Przypisz opiekuna zlecenia': every admin (F10, or F11 for a phrase), page by page; 'Przypisz'
 * saves F12 (a NEW order goes to verification), closes and refreshes the investor's orders.
 */
export function AssignGuardianModal({
  opened,
  onClose,
  investorId,
  order,
}: AssignGuardianModalProps) {
  return (
    <AssignmentModalFrame
      opened={opened}
      onClose={onClose}
      title={adminModalTitles.assignGuardian}
      subtitle={`Zlecenie nr ${order.investorOrderNumber}`}
    >
      {/* Mounted only while open: each opening starts with an empty search and no error. */}
      <GuardianPicker investorId={investorId} order={order} onDone={onClose} />
    </AssignmentModalFrame>
  );
}

function GuardianPicker({
  investorId,
  order,
  onDone,
}: Pick<AssignGuardianModalProps, 'investorId' | 'order'> & { onDone: () => void }) {
  const search = useSearchPhrase();
  const list = useInfiniteQuery(adminsInfiniteQueryOptions(search.phrase));
  const assign = useAssignGuardian(investorId, order.id);
  const currentId = order.orderAdminDTO?.id ?? null;

  const choose = (admin: AdminItem) => {
    assign.mutate(admin.id, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          message: `Opiekunem zlecenia nr ${order.investorOrderNumber} jest teraz ${admin.firstName} ${admin.lastName}`,
        });
        onDone();
      },
    });
  };

  return (
    <>
      <SearchBox
        label="Szukaj administratora"
        placeholder="Imię, nazwisko lub e-mail"
        value={search.text}
        onChange={search.setText}
        searching={list.isPlaceholderData}
      />
      <AssignmentError message={assign.isError ? assignmentErrorText(assign.error) : null} />
      <PagedList
        query={list}
        label="Administratorzy"
        emptyText={
          search.phrase === '' ? 'Brak administratorów' : `Brak wyników dla „${search.phrase}”`
        }
        renderItem={(admin) => (
          <AdminRow
            admin={admin}
            current={admin.id === currentId}
            saving={assign.isPending && assign.variables === admin.id}
            disabled={assign.isPending && assign.variables !== admin.id}
            onAssign={choose}
          />
        )}
      />
    </>
  );
}
