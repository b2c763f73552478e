import { useSyncExternalStore } from 'react';

/**
 * The working copy of an edit modal that opens a stacked modal. Mantine's modals manager may
 * show only the top modal, unmounting the one below while a stacked modal is open; the copy
 * therefore lives outside React, created by the open-function, and survives that remount.
 */
export interface Draft<T> {
  get: () => T;
  set: (next: T | ((previous: T) => T)) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createDraft<T>(initial: T): Draft<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      value = typeof next === 'function' ? (next as (previous: T) => T)(value) : next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useDraft<T>(draft: Draft<T>): [T, Draft<T>['set']] {
  const value = useSyncExternalStore(draft.subscribe, draft.get, draft.get);
  return [value, draft.set];
}
