import { type Page, type SortDirection, totalPagesOf } from '@handlowo/contract';
import { type AnyColumn, asc, desc, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/*
 * What the admin's paged lists (F2–F5) share: the ORDER BY of a sort key, and the total read in
 * the same statement as the page.
 */

export interface PageRequest {
  page: number;
  size: number;
}

/** `column` then `id` in one direction: descending is the exact reverse of ascending. */
export const orderOf = (direction: SortDirection, ...columns: (AnyColumn | SQL)[]): SQL[] =>
  columns.map((column) => (direction === 'asc' ? asc(column) : desc(column)));

/**
 * The list's total as a column of every page row: an uncorrelated scalar subquery, which
 * PostgreSQL evaluates once per statement (an InitPlan), so a page is one round trip.
 */
export const totalColumn = (countQuery: SQLWrapper): SQL<number> =>
  sql`(${countQuery})`.mapWith(Number);

/**
 * The page envelope. A page past the end has no row to carry the total: only then `recount` runs
 * (a second statement), so `totalPages` is exact on every answer.
 */
export async function pageFrom<Row extends { total: number }, Item>(
  rows: Row[],
  { page, size }: PageRequest,
  recount: () => Promise<number>,
  toItem: (row: Row) => Item,
): Promise<Page<Item>> {
  const totalElements = rows[0]?.total ?? (page === 0 ? 0 : await recount());
  return {
    content: rows.map(toItem),
    totalPages: totalPagesOf(totalElements, size),
    totalElements,
    page,
    size,
  };
}
