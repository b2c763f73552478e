import { useCallback, useState } from 'react';

export interface Selection {
  count: number;
  isSelected: (id: number) => boolean;
  toggle: (id: number) => void;
  /** Selects (or clears) all the given rows: the header's "select all" of one page. */
  setAll: (ids: readonly number[], selected: boolean) => void;
}

/** Checked rows by id, kept while the admin pages, sorts and searches. */
export function useSelection(): Selection {
  const [ids, setIds] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = useCallback(
    (id: number) =>
      setIds((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const setAll = useCallback(
    (rows: readonly number[], selected: boolean) =>
      setIds((current) => {
        const next = new Set(current);
        for (const id of rows) {
          if (selected) next.add(id);
          else next.delete(id);
        }
        return next;
      }),
    [],
  );
  return { count: ids.size, isSelected: (id) => ids.has(id), toggle, setAll };
}

/** The header checkbox of a page: checked when every row is, indeterminate when some are. */
export function pageCheckState(
  ids: readonly number[],
  isSelected: (id: number) => boolean,
): { checked: boolean; indeterminate: boolean } {
  const selected = ids.filter(isSelected).length;
  return {
    checked: ids.length > 0 && selected === ids.length,
    indeterminate: selected > 0 && selected < ids.length,
  };
}
