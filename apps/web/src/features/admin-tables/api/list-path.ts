import { formatSort } from '../lib/sort.ts';
import type { TableParams } from '../lib/table-params.ts';

/**
 * The request of one table page: the list (F2, F4) when the phrase is empty, the search (F3, F5)
 * otherwise, with the phrase as one URL-encoded path segment (so '/', '?' and '%' stay in it).
 */
export function listPath<K extends string>(
  base: string,
  params: TableParams<K>,
  extra: Record<string, string> = {},
): string {
  const query = new URLSearchParams({ page: String(params.page), size: String(params.size) });
  if (params.sort) query.set('sort', formatSort(params.sort));
  for (const [name, value] of Object.entries(extra)) query.set(name, value);
  const path = params.q ? `${base}/search/${encodeURIComponent(params.q)}` : base;
  return `${path}?${query}`;
}
