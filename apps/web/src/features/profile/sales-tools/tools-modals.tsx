import type { SalesTool } from '@handlowo/contract';
import { useProfileSave } from '../edit-details/api/use-profile-save.ts';
import { saveTools } from './api/tools.ts';
import { AddToolsModal } from './components/add-tools-modal.tsx';

export { EditToolsModal } from './components/edit-tools-modal.tsx';

/** The section's add modal: saves the present tools followed by the ticked ones (B18). */
export function AddToolsAndSave({ current, close }: { current: SalesTool[]; close: () => void }) {
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
