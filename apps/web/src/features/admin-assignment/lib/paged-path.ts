import { DEFAULT_PAGE_SIZE } from '@handlowo/contract';

/**
 * The path of one page of a searchable list: `base` without a phrase (F10, F13), else
 * `base/search/{phrase}` (F11, F14); the phrase is a path segment, so it is URL-encoded.
 */
export function pagedPath(
  base: string,
  phrase: string,
  page: number,
  extra: Record<string, number> = {},
): string {
  const params = new URLSearchParams({ page: String(page), size: String(DEFAULT_PAGE_SIZE) });
  for (const [key, value] of Object.entries(extra)) params.set(key, String(value));
  const path = phrase === '' ? base : `${base}/search/${encodeURIComponent(phrase)}`;
  return `${path}?${params.toString()}`;
}

/** The page after `last`, or undefined when it was the last one (pages count from 0). */
export function nextPageOf(last: { page: number; totalPages: number }): number | undefined {
  return last.page + 1 < last.totalPages ? last.page + 1 : undefined;
}
