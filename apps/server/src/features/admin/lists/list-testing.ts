import type { Page } from '@handlowo/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { getOk } from '../../../testing/requests.ts';

/*
 * Test support of the admin's paged lists: walking every page of a list and the comparators the
 * expected orders are built with. Sort fixtures use ASCII names with one capital, so that every
 * collation (PGlite's C, a production locale) orders them as these comparators do.
 */

/** `url` with `page` and `size` added to its query. */
export const withPage = (url: string, page: number, size: number) =>
  `${url}${url.includes('?') ? '&' : '?'}page=${page}&size=${size}`;

/**
 * Every page of the list at `size`, in order, and one past the end; checks the envelope of each
 * (the same totals, full pages but the last) and returns the rows in the order read.
 */
export async function walkPages<T>(
  app: FastifyInstance,
  token: string,
  url: string,
  size: number,
): Promise<T[]> {
  const first = await getOk<Page<T>>(app, withPage(url, 0, size), token);
  const { totalElements, totalPages } = first;
  expect(totalPages).toBe(Math.ceil(totalElements / size));
  const rows = [...first.content];
  for (let page = 1; page <= totalPages; page++) {
    const next = await getOk<Page<T>>(app, withPage(url, page, size), token);
    expect({ ...next, content: undefined }).toEqual({
      totalElements,
      totalPages,
      page,
      size,
      content: undefined,
    });
    const expected = page < totalPages ? Math.min(size, totalElements - page * size) : 0;
    expect(next.content).toHaveLength(expected);
    rows.push(...next.content);
  }
  expect(first.content).toHaveLength(Math.min(size, totalElements));
  expect(rows).toHaveLength(totalElements);
  return rows;
}

export type Compare<T> = (a: T, b: T) => number;

/** Code-unit order, as the C collation orders the ASCII fixtures. */
export const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Nulls after every value (PostgreSQL's ascending default). */
export const nullsLast =
  <V>(compare: Compare<V>): Compare<V | null> =>
  (a, b) =>
    a === null ? (b === null ? 0 : 1) : b === null ? -1 : compare(a, b);

/** The first comparator that tells the rows apart. */
export const chain =
  <T>(...compares: Compare<T>[]): Compare<T> =>
  (a, b) => {
    for (const compare of compares) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return 0;
  };

export const reversed =
  <T>(compare: Compare<T>): Compare<T> =>
  (a, b) =>
    compare(b, a);

/** Compares rows by one field. */
export const by =
  <T, K extends keyof T>(key: K, compare: Compare<T[K]>): Compare<T> =>
  (a, b) =>
    compare(a[key], b[key]);
