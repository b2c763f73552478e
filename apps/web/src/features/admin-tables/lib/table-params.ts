import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  type PageSize,
  SEARCH_MAX,
  type SortOrder,
} from '@handlowo/contract';
import { formatSort, parseSort } from './sort.ts';

/*
 * A table's state lives in the URL's search params, so a reload, a shared link and the back
 * button show the same rows: `page` (1-based for people; the API's page is 0-based), `size`,
 * `sort` (`field,asc|desc`) and `q` (the search phrase). Defaults are left out of the URL.
 */

export interface TableParams<K extends string> {
  /** 0-based, as the API counts. */
  page: number;
  size: PageSize;
  sort: SortOrder<K> | undefined;
  /** The trimmed phrase; '' lists everything. */
  q: string;
}

export interface TableParamsChange<K extends string> {
  page?: number;
  size?: PageSize;
  sort?: SortOrder<K> | undefined;
  q?: string;
}

const POSITIVE_INT = /^[1-9]\d{0,8}$/;

export function readTableParams<K extends string>(
  search: URLSearchParams,
  keys: readonly K[],
): TableParams<K> {
  const pageText = search.get('page') ?? '';
  const sizeNumber = Number(search.get('size'));
  const size = (PAGE_SIZES as readonly number[]).includes(sizeNumber)
    ? (sizeNumber as PageSize)
    : DEFAULT_PAGE_SIZE;
  return {
    page: POSITIVE_INT.test(pageText) ? Number(pageText) - 1 : 0,
    size,
    sort: parseSort(search.get('sort'), keys),
    q: normalizeQuery(search.get('q') ?? ''),
  };
}

/** The phrase as it is searched: trimmed, at most the server's limit. */
export function normalizeQuery(text: string): string {
  return text.trim().slice(0, SEARCH_MAX).trim();
}

/**
 * The search params after `change`. A new phrase, page size or sort starts again at the first
 * page (the old page number means nothing in the new list). Other params are kept.
 */
export function changedParams<K extends string>(
  search: URLSearchParams,
  keys: readonly K[],
  change: TableParamsChange<K>,
): URLSearchParams {
  const current = readTableParams(search, keys);
  const restart = 'q' in change || 'size' in change || 'sort' in change;
  const next: TableParams<K> = {
    ...current,
    ...change,
    q: change.q === undefined ? current.q : normalizeQuery(change.q),
    page: change.page ?? (restart ? 0 : current.page),
  };
  const params = new URLSearchParams(search);
  setOrDelete(params, 'page', next.page > 0 ? String(next.page + 1) : undefined);
  setOrDelete(params, 'size', next.size !== DEFAULT_PAGE_SIZE ? String(next.size) : undefined);
  setOrDelete(params, 'sort', next.sort ? formatSort(next.sort) : undefined);
  setOrDelete(params, 'q', next.q || undefined);
  return params;
}

function setOrDelete(params: URLSearchParams, name: string, value: string | undefined): void {
  if (value === undefined) params.delete(name);
  else params.set(name, value);
}
