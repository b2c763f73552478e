import { messages, type SalesTool, toolKindLabel, toolLabel } from '@handlowo/contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useProfileSave } from '../../edit-details/api/use-profile-save.ts';
import { SortableList } from '../../edit-details/components/sortable-list.tsx';
import { type Draft, useDraft } from '../../edit-details/lib/draft.ts';
import { moveItem } from '../../edit-details/lib/list-order.ts';
import { ModalActions } from '../../modals/modal-actions.tsx';
import { profileModalTitles } from '../../modals/modal-titles.ts';
import { openProfileModal } from '../../modals/open-profile-modal.tsx';
import { saveTools } from '../api/tools.ts';
import { AddToolsModal } from './add-tools-modal.tsx';
import { ToolMark } from './tool-mark.tsx';

interface EditToolsModalProps {
  draft: Draft<SalesTool[]>;
  close: () => void;
}

/**
 * 'Edytuj narzędzia sprzedażowe': the tools reordered by drag, removed one by one and added
 * through the stacked add modal, then saved together in the new order (B18, at least one).
 */
export function EditToolsModal({ draft, close }: EditToolsModalProps) {
  const [tools, setTools] = useDraft(draft);
  const [error, setError] = useState<string | null>(null);
  const save = useProfileSave(saveTools, close);

  const openAdd = () =>
    openProfileModal({
      title: profileModalTitles.addTools,
      render: ({ close: closeAdd }) => (
        <AddToolsModal
          current={draft.get()}
          submitLabel="Dodaj"
          onConfirm={(next) => {
            setTools(next);
            setError(null);
            closeAdd();
          }}
          close={closeAdd}
        />
      ),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tools.length === 0) {
      setError(messages.salesToolsRequired);
      return;
    }
    save.mutate(tools.map((tool) => tool.id));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {tools.length > 0 ? (
          <SortableList
            label="Twoje narzędzia sprzedażowe"
            items={tools}
            idOf={(tool) => tool.id}
            nameOf={(tool) => toolLabel(tool.toolName)}
            onMove={(from, to) => setTools((list) => moveItem(list, from, to))}
            onRemove={(index) => setTools((list) => list.filter((_, i) => i !== index))}
          >
            {(tool) => (
              <Group gap="sm" wrap="nowrap">
                <ToolMark toolName={tool.toolName} kind={tool.kind} size={28} />
                <Stack gap={0} miw={0}>
                  <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {toolLabel(tool.toolName)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {toolKindLabel(tool.kind)}
                  </Text>
                </Stack>
              </Group>
            )}
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
          Dodaj kolejne narzędzie
        </Button>
      </Stack>
      <ModalActions onCancel={close} loading={save.isPending} />
    </form>
  );
}
