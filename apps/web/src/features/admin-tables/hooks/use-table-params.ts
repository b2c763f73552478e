import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  changedParams,
  readTableParams,
  type TableParams,
  type TableParamsChange,
} from '../lib/table-params.ts';

export interface TableParamsState<K extends string> {
  params: TableParams<K>;
  /** Writes the change into the URL: a new history entry, or in place with `replace`. */
  change: (change: TableParamsChange<K>, options?: { replace?: boolean }) => void;
  /** The link target of a change (the pager's pages are real links). */
  hrefFor: (change: TableParamsChange<K>) => { search: string };
}

/** The table's state in the URL's search params (lib/table-params.ts). */
export function useTableParams<K extends string>(keys: readonly K[]): TableParamsState<K> {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readTableParams(search, keys), [search, keys]);
  const change = useCallback(
    (next: TableParamsChange<K>, options?: { replace?: boolean }) =>
      setSearch((current) => changedParams(current, keys, next), { replace: options?.replace }),
    [setSearch, keys],
  );
  const hrefFor = useCallback(
    (next: TableParamsChange<K>) => ({ search: `?${changedParams(search, keys, next)}` }),
    [search, keys],
  );
  return { params, change, hrefFor };
}
