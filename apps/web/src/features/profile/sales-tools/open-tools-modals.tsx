import type { SalesTool } from '@handlowo/contract';
import { useProfileSave } from '../edit-details/api/use-profile-save.ts';
import { createDraft } from '../edit-details/lib/draft.ts';
import { profileModalTitles } from '../modals/modal-titles.ts';
import { openProfileModal } from '../modals/open-profile-modal.tsx';
import { saveTools } from './api/tools.ts';
import { AddToolsModal } from './components/add-tools-modal.tsx';
import { EditToolsModal } from './components/edit-tools-modal.tsx';

/** The section's add modal: saves the present tools followed by the ticked ones (B18). */
function AddToolsAndSave({ current, close }: { current: SalesTool[]; close: () => void }) {
  const save = useProfileSave(saveTools, close);
  return (
    <AddToolsModal
      current={current}
      onConfirm={(next) => save.mutate(next.map((tool) => tool.id))}
      close={close}
      loading={save.isPending}
    />
  );
}

export function openAddToolsModal(current: SalesTool[]): void {
  openProfileModal({
    title: profileModalTitles.addTools,
    render: ({ close }) => <AddToolsAndSave current={current} close={close} />,
  });
}

export function openEditToolsModal(current: SalesTool[]): void {
  const draft = createDraft(current);
  openProfileModal({
    title: profileModalTitles.editTools,
    render: ({ close }) => <EditToolsModal draft={draft} close={close} />,
  });
}
