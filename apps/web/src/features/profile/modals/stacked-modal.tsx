import { Modal } from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  MODAL_BASE_Z_INDEX,
  MODAL_CLOSE_MS,
  type ModalControls,
  modalStack,
  type StackedEntry,
} from './modal-stack-store.ts';

/** Each stacked level sits above the one below (overlay + content need two layers). */
const Z_INDEX_STEP = 10;
/** Each stacked level is moved down by this much, so the modal below stays visible above it. */
const STACK_OFFSET_PX = 48;

/**
 * A modal opened while another profile modal is open, rendered inside the base modal's body
 * (open-profile-modal.tsx explains why), `level` steps above it.
 */
export function StackedModal({
  entry,
  level,
  isTop,
  controls,
}: {
  entry: StackedEntry;
  level: number;
  isTop: boolean;
  /** Closes this modal / the whole stack (open-profile-modal.tsx). */
  controls: ModalControls;
}) {
  // Mounted closed, then opened: Mantine records the element to return focus to only when
  // `opened` changes, not on mount.
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(true), []);
  return (
    <Modal
      opened={shown && !entry.closing}
      onClose={controls.close}
      title={entry.title}
      size={entry.size}
      zIndex={MODAL_BASE_Z_INDEX + level * Z_INDEX_STEP}
      yOffset={`calc(5dvh + ${level * STACK_OFFSET_PX}px)`}
      closeOnEscape={isTop}
      returnFocus={entry.returnFocus}
      transitionProps={{ duration: MODAL_CLOSE_MS }}
      // The modal below stays visible through a lighter overlay.
      overlayProps={{ backgroundOpacity: 0.35 }}
      onExitTransitionEnd={() => modalStack.remove([entry.id])}
    >
      {entry.render(controls)}
    </Modal>
  );
}
