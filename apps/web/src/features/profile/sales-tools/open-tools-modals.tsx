import type { SalesTool } from '@handlowo/contract';
import { lazy } from 'react';
import { createDraft } from '../edit-details/lib/draft.ts';
import { LazyBody } from '../modals/lazy-body.tsx';
import { profileModalTitles } from '../modals/modal-titles.ts';
import { openProfileModal } from '../modals/open-profile-modal.tsx';

// The modals (the picker, drag and drop) load on the first click, outside the profile page's chunk.
const load = () => import('./tools-modals.tsx');
const AddToolsAndSave = lazy(() => load().then((m) => ({ default: m.AddToolsAndSave })));
const EditToolsModal = lazy(() => load().then((m) => ({ default: m.EditToolsModal })));

export function openAddToolsModal(current: SalesTool[]): void {
  openProfileModal({
    title: profileModalTitles.addTools,
    render: ({ close }) => (
      <LazyBody>
        <AddToolsAndSave current={current} close={close} />
      </LazyBody>
    ),
  });
}

export function openEditToolsModal(current: SalesTool[]): void {
  const draft = createDraft(current);
  openProfileModal({
    title: profileModalTitles.editTools,
    render: ({ close }) => (
      <LazyBody>
        <EditToolsModal draft={draft} close={close} />
      </LazyBody>
    ),
  });
}
