import type { ReactNode } from 'react';

/**
 * The state of the profile's modal stack, outside React so that plain functions
 * (`openProfileModal`, `closeProfileModal`) can drive it from anywhere.
 *
 * The first modal (the base) is opened through Mantine's modals manager. Every modal opened while
 * it is open is "stacked": kept here and rendered by `StackedModals` inside the base's body, so
 * the modals below stay mounted with their state (see open-profile-modal.tsx for why).
 */

/** Spec document 2 section 9: modal base z-index 1000, closing animates for 300 ms. */
export const MODAL_BASE_Z_INDEX = 1000;
export const MODAL_CLOSE_MS = 300;

export type ProfileModalSize = 'sm' | 'md' | 'lg' | 'xl';

export interface ModalControls {
  /** Closes this modal only (the modals below stay open). */
  close: () => void;
  /** Closes this modal and every modal of the stack (the base included). */
  closeAll: () => void;
}

export interface StackedEntry {
  id: string;
  /** The base modal this one was stacked on. */
  baseId: string;
  title: string;
  size: ProfileModalSize;
  render: (controls: ModalControls) => ReactNode;
  /** Set when its close was asked for: it animates out, then leaves the list. */
  closing: boolean;
  /**
   * Whether focus goes back to what was focused when it opened. Off when the whole stack closes:
   * the base then returns focus to the page.
   */
  returnFocus: boolean;
}

interface State {
  baseId: string | null;
  stacked: readonly StackedEntry[];
}

let state: State = { baseId: null, stacked: [] };
const listeners = new Set<() => void>();

function set(next: State): void {
  state = next;
  for (const listener of listeners) listener();
}

export const modalStack = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): State => state,

  setBase(baseId: string | null): void {
    set({ ...state, baseId });
  },
  push(entry: Omit<StackedEntry, 'closing' | 'returnFocus'>): void {
    set({ ...state, stacked: [...state.stacked, { ...entry, closing: false, returnFocus: true }] });
  },
  /** Starts the close animation of the given stacked modals. */
  markClosing(ids: readonly string[], returnFocus: boolean): void {
    set({
      ...state,
      stacked: state.stacked.map((entry) =>
        ids.includes(entry.id) && !entry.closing ? { ...entry, closing: true, returnFocus } : entry,
      ),
    });
  },
  /** No base and nothing stacked. */
  reset(): void {
    set({ baseId: null, stacked: [] });
  },
  remove(ids: readonly string[]): void {
    if (!state.stacked.some((entry) => ids.includes(entry.id))) return;
    set({ ...state, stacked: state.stacked.filter((entry) => !ids.includes(entry.id)) });
  },
};

/** The stacked modals still open (not closing), lowest first. */
export function openStacked(current: State = state): StackedEntry[] {
  return current.stacked.filter((entry) => !entry.closing);
}
