import { messages, type SubIndustry } from '@handlowo/contract';
import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { updateIndustries } from '@/features/onboarding/freelancer/api/update-industries.ts';
import { ModalActions } from '../../modals/modal-actions.tsx';
import { profileModalTitles } from '../../modals/modal-titles.ts';
import { openProfileModal } from '../../modals/open-profile-modal.tsx';
import { useProfileSave } from '../api/use-profile-save.ts';
import { SortableList } from '../components/sortable-list.tsx';
import { type Draft, useDraft } from '../lib/draft.ts';
import { moveItem } from '../lib/list-order.ts';
import { AddIndustriesModal } from './add-industries-modal.tsx';

interface IndustriesModalProps {
  draft: Draft<SubIndustry[]>;
  close: () => void;
}

/** 'Edytuj branże': the chosen sub-industries in their order, removable; saved with B10. */
export function IndustriesModal({ draft, close }: IndustriesModalProps) {
  const [chosen, setChosen] = useDraft(draft);
  const [error, setError] = useState<string | null>(null);
  const save = useProfileSave(updateIndustries, close);

  const openAdd = () =>
    openProfileModal({
      title: profileModalTitles.addIndustries,
      render: ({ close: closeAdd }) => (
        <AddIndustriesModal
          chosen={draft.get()}
          onConfirm={(next) => {
            setChosen(next);
            if (next.length > 0) setError(null);
          }}
          close={closeAdd}
        />
      ),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) {
      setError(messages.subIndustriesRequired);
      return;
    }
    save.mutate(chosen.map((sub) => sub.id));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {chosen.length > 0 ? (
          <SortableList
            label="Wybrane branże"
            items={chosen}
            idOf={(sub) => sub.id}
            nameOf={(sub) => sub.name}
            onMove={(from, to) => setChosen((list) => moveItem(list, from, to))}
            onRemove={(index) => setChosen((list) => list.filter((_, i) => i !== index))}
          >
            {(sub) => <Text>{sub.name}</Text>}
          </SortableList>
        ) : (
          <Text c="dimmed">Brak</Text>
        )}
        {error ? (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        ) : null}
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={openAdd}
          style={{ alignSelf: 'flex-start' }}
        >
          Dodaj branże
        </Button>
      </Stack>
      <ModalActions onCancel={close} loading={save.isPending} />
    </form>
  );
}
