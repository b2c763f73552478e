import { type Page, type SortDirection, totalPagesOf } from '@handlowo/contract';
import { type AnyColumn, and, asc, desc, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

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
 * A row's place in the list's order, from 1: `row_number()` over `order`. With `onPage` it picks
 * a page instead of `limit $size offset $offset`, for a reason of PostgreSQL's plan cache (ADR
 * 009): a prepared statement is planned with its values for five executions, then planned once
 * for any values only if that generic plan costs no more. A generic plan must guess a parameter
 * LIMIT and OFFSET (a tenth of the rows each), so the lists' generic plans looked dearer than a
 * page of ten and every execution was planned again, 0.3–0.8 ms of the database's CPU, more than
 * running it. The window's bounds are guessed alike with or without values, the two plans cost the
 * same, and the generic one is kept. PostgreSQL (15 on) still stops walking the index at the
 * page's end: `position <= end` becomes the window's run condition.
 */
export const positionIn = (order: SQL[]): SQL<number> =>
  sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.mapWith(Number);

/**
 * The rows of the page whose `position` (`positionIn`) lies in (`offset`, `end`], the
 * placeholders given at execution as the page's offset and offset + size. The bound on the plain
 * position is the run condition and leaves the filter; the same bounds on `position::integer`
 * (which PostgreSQL cannot turn into a run condition) stay as a range filter, estimated at a few
 * hundred rows: joins by index for the page's rows, and a cost far below `jit_above_cost`.
 */
export const onPage = (position: SQLWrapper | AnyColumn): SQL | undefined =>
  and(
    sql`${position} <= ${sql.placeholder('end')}`,
    sql`${position}::integer > ${sql.placeholder('offset')}`,
    sql`${position}::integer <= ${sql.placeholder('end')}`,
  );

/** PostgreSQL's largest integer: no list has as many rows. */
const INTEGER_MAX = 2 ** 31 - 1;

/**
 * The placeholders of `onPage` for a page request, within PostgreSQL's integer (the type the
 * filter's comparisons give them): a page beyond it is empty either way.
 */
export const pageBounds = ({ page, size }: PageRequest) => ({
  offset: Math.min(page * size, INTEGER_MAX),
  end: Math.min((page + 1) * size, INTEGER_MAX),
});

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
