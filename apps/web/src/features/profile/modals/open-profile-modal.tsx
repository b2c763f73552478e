import { modals } from '@mantine/modals';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useSyncExternalStore } from 'react';
import {
  MODAL_BASE_Z_INDEX,
  MODAL_CLOSE_MS,
  type ModalControls,
  modalStack,
  openStacked,
  type ProfileModalSize,
} from './modal-stack-store.ts';

export type { ModalControls, ProfileModalSize } from './modal-stack-store.ts';

export interface ProfileModalOptions {
  /** One of `profileModalTitles` (the harness checks each title). */
  title: string;
  /**
   * The modal's body; `close` closes this modal only (a stacked parent stays open), `closeAll`
   * closes the whole stack (a save that finishes a flow of several modals).
   */
  render: (controls: ModalControls) => ReactNode;
  size?: ProfileModalSize;
}

export { MODAL_BASE_Z_INDEX, MODAL_CLOSE_MS } from './modal-stack-store.ts';

// A modal stacked on another one is a Mantine `<Modal>` of its own. Its code loads with the first
// stacked modal: the profile page's chunk only opens modals, through the modals manager.
const StackedModal = lazy(() =>
  import('./stacked-modal.tsx').then((m) => ({ default: m.StackedModal })),
);

let sequence = 0;

/**
 * Opens a profile modal and returns its id (spec document 2 section 2, "Modals"): modals stack
 * (a preview above the edit modal, the crop above the preview), close one at a time (Escape and
 * the close button act on the top one only), the last n or all, are offset when stacked and
 * animate their close for 300 ms.
 *
 * The first modal goes through Mantine's modals manager. The manager cannot stack by itself: its
 * provider renders one `<Modal>` with the newest modal's content only, so opening a second one
 * unmounts the first one's body (a chosen file, a half-filled form are lost) and nothing stays
 * visible below. So a modal opened while one is open is rendered by `StackedModals` inside the
 * first one's body, as a Mantine `<Modal>` of its own: the modals below stay mounted, and it
 * lives in the same React tree (query client, theme) as the first one.
 */
export function openProfileModal({ title, render, size = 'lg' }: ProfileModalOptions): string {
  sequence += 1;
  const id = `profile-modal-${sequence}`;
  const { baseId } = modalStack.get();
  if (baseId === null) openBase(id, title, render, size);
  else modalStack.push({ id, baseId, title, size, render });
  return id;
}

/** Closes one modal; a base modal closes with everything stacked on it. */
export function closeProfileModal(id: string): void {
  const { baseId, stacked } = modalStack.get();
  if (id === baseId) {
    modals.close(id);
    return;
  }
  if (!stacked.some((entry) => entry.id === id)) return;
  closeStacked([id], true);
}

/** Closes the top `count` modals (the base too when the count reaches it). */
export function closeLastProfileModals(count: number): void {
  const open = openStacked();
  if (count > open.length) {
    closeAllProfileModals();
    return;
  }
  closeStacked(
    open.slice(open.length - count).map((entry) => entry.id),
    true,
  );
}

export function closeAllProfileModals(): void {
  const { baseId } = modalStack.get();
  if (baseId !== null) modals.close(baseId);
}

function closeStacked(ids: readonly string[], returnFocus: boolean): void {
  modalStack.markClosing(ids, returnFocus);
  // Removed once the close animation is over (also without transitions, as in tests).
  window.setTimeout(() => modalStack.remove(ids), MODAL_CLOSE_MS + 50);
}

function openBase(
  id: string,
  title: string,
  render: ProfileModalOptions['render'],
  size: ProfileModalSize,
): void {
  modalStack.setBase(id);
  modals.open({
    modalId: id,
    title,
    size,
    zIndex: MODAL_BASE_Z_INDEX,
    transitionProps: { duration: MODAL_CLOSE_MS },
    // Called by the manager for every close: Escape, the close button, the overlay, `close`.
    onClose: () => {
      if (modalStack.get().baseId !== id) return;
      modalStack.setBase(null);
      // The page gets the focus back from the base, not from the modals above it.
      const above = modalStack
        .get()
        .stacked.filter((entry) => entry.baseId === id)
        .map((entry) => entry.id);
      closeStacked(above, false);
    },
    children: <BaseBody id={id} render={render} />,
  });
}

function useStackState() {
  return useSyncExternalStore(modalStack.subscribe, modalStack.get, modalStack.get);
}

function BaseBody({ id, render }: { id: string; render: ProfileModalOptions['render'] }) {
  const controls = useMemo<ModalControls>(
    () => ({ close: () => closeProfileModal(id), closeAll: closeAllProfileModals }),
    [id],
  );
  const state = useStackState();
  const entries = state.stacked.filter((entry) => entry.baseId === id);
  const covered = entries.some((entry) => !entry.closing);
  // Escape belongs to the top modal only: the base ignores it while something covers it.
  useEffect(() => {
    modals.updateModal({ modalId: id, closeOnEscape: !covered });
  }, [id, covered]);

  // Unmounted while still the base: the whole app went away without a close (a test's cleanup);
  // the next app must not stack on a modal that is gone.
  useEffect(
    () => () => {
      if (modalStack.get().baseId === id) modalStack.reset();
    },
    [id],
  );

  const topId = openStacked(state).at(-1)?.id;
  return (
    <>
      {render(controls)}
      {/* Its own boundary: the base's body stays on screen while a stacked modal's code loads. */}
      <Suspense fallback={null}>
        {entries.map((entry, index) => (
          <StackedModal
            key={entry.id}
            entry={entry}
            level={index + 1}
            isTop={entry.id === topId}
            controls={{
              close: () => closeProfileModal(entry.id),
              closeAll: closeAllProfileModals,
            }}
          />
        ))}
      </Suspense>
    </>
  );
}
