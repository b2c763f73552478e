import {
  INVESTOR_SORT_KEYS,
  type InvestorListItem,
  type InvestorSortKey,
  type Page,
  type SortOrder,
} from '@handlowo/contract';
import { type AnyColumn, and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { preparedPerDatabase } from '../../../db/prepared.ts';
import { users } from '../../../db/schema/index.ts';
import { counterValue, readCounter } from '../lists/list-counts.ts';
import {
  onPage,
  orderOf,
  type PageRequest,
  pageBounds,
  pageFrom,
  positionIn,
} from '../lists/paging.ts';
import { searchMatches, searchMatchesPlaceholder, searchPattern } from '../lists/search.ts';

/*
 * F2, F3: the investors table. Temporary ("mock") investors are not investors for the panel. A
 * page is one prepared statement per sort whatever its size: the total rides along.
 *
 * - The list walks the sort's index in order and stops at the page; `hasActiveOrder` is the
 *   trigger-kept `users.has_active_order` (migration 0018), so that sort walks an index too.
 * - A search first collects the matches through the trigram index into a CTE, which the page and
 *   the total both read (PostgreSQL materializes a CTE read twice): one index scan, and no sort
 *   index can lure the planner into walking every investor in order looking for the phrase.
 */

/**
 * Real investors: the INVESTOR role without the temporary ones. Literals, not bind parameters, in
 * the words of the partial indexes' predicate (see db/prepared.ts).
 */
export const isRealInvestor = sql`(${users.role} = 'INVESTOR' and not ${users.isMock})`;

/** The columns of a row, from `users` or from the search's CTE of matching users. */
type Source = Record<'id' | InvestorSortKey, AnyColumn>;

/**
 * The sort keys, each followed by `id` in the same direction (a total order: pages never repeat
 * or skip a row, and descending is the exact reverse of ascending). A null company sorts after
 * every company ascending and before them descending (PostgreSQL's default, which the
 * `(role, company, id)` index serves both ways); `hasActiveOrder` ascending puts false first.
 * Without `sort`: newest first.
 */
const orderBy = (source: Source, { field, direction }: SortOrder<InvestorSortKey>): SQL[] =>
  orderOf(direction, sql`${source[field]}`, sql`${source.id}`);

const defaultSort: SortOrder<InvestorSortKey> = { field: 'createdAt', direction: 'desc' };

export interface InvestorListQuery extends PageRequest {
  sort?: SortOrder<InvestorSortKey> | undefined;
  /** The F3 phrase (trimmed); none for F2. */
  phrase?: string | undefined;
}

const size = sql.placeholder('size');
const offset = sql.placeholder('offset');

const rowColumns = (source: typeof users) => ({
  id: source.id,
  company: source.company,
  firstName: source.firstName,
  lastName: source.lastName,
  email: source.email,
  phone: source.phone,
  createdAt: source.createdAt,
  hasActiveOrder: source.hasActiveOrder,
});

/**
 * The page's ids by an index-only walk of the sort's partial index of real investors
 * (`(created_at, id)`, `(has_active_order, id)`; the company's `(role, company, id)` skips the
 * few temporary ones), numbered in that order up to the page's end (`positionIn`, `onPage`: a
 * plan made once), then their rows by id; the total is the trigger-kept counter.
 */
function listStatement(db: Executor, sort: SortOrder<InvestorSortKey>) {
  const ranked = db
    .select({ id: users.id, position: positionIn(orderBy(users, sort)).as('position') })
    .from(users)
    .where(isRealInvestor)
    .as('ranked');
  return db
    .select({ ...rowColumns(users), total: counterValue('users.INVESTOR') })
    .from(ranked)
    .innerJoin(users, eq(users.id, ranked.id))
    .where(onPage(ranked.position))
    .orderBy(ranked.position);
}

function searchStatement(db: Executor, sort: SortOrder<InvestorSortKey>) {
  const matches = db.$with('matches').as(
    db
      .select(rowColumns(users))
      .from(users)
      .where(and(isRealInvestor, searchMatchesPlaceholder('pattern'))),
  );
  return db
    .with(matches)
    .select({
      id: matches.id,
      company: matches.company,
      firstName: matches.firstName,
      lastName: matches.lastName,
      email: matches.email,
      phone: matches.phone,
      createdAt: matches.createdAt,
      hasActiveOrder: matches.hasActiveOrder,
      total: sql<number>`(select count(*) from ${matches})`.mapWith(Number),
    })
    .from(matches)
    .orderBy(...orderBy(matches, sort))
    .limit(size)
    .offset(offset);
}

/** Every sort the API accepts (the default is `createdAt,desc`), with a statement name part. */
const statementsBySort = new Map(
  INVESTOR_SORT_KEYS.flatMap((field) =>
    (['asc', 'desc'] as const).map((direction) => {
      const name = `${field}_${direction}`;
      const sort: SortOrder<InvestorSortKey> = { field, direction };
      return [
        name,
        {
          list: preparedPerDatabase(`admin_investors_${name}`, (db) => listStatement(db, sort)),
          search: preparedPerDatabase(`admin_investors_search_${name}`, (db) =>
            searchStatement(db, sort),
          ),
        },
      ] as const;
    }),
  ),
);

export async function findInvestorPage(
  db: Executor,
  query: InvestorListQuery,
): Promise<Page<InvestorListItem>> {
  const { phrase, page, size: pageSize, sort = defaultSort } = query;
  const statements = statementsBySort.get(`${sort.field}_${sort.direction}`);
  if (!statements) throw new Error(`no statement for the sort ${sort.field},${sort.direction}`);
  const at = { size: pageSize, offset: page * pageSize };
  const rows =
    phrase === undefined
      ? await statements.list(db).execute(pageBounds(query))
      : await statements.search(db).execute({ ...at, pattern: searchPattern(phrase) });
  const recount = async () => {
    if (phrase === undefined) return readCounter(db, 'users.INVESTOR');
    const [row] = await db
      .select({ n: count() })
      .from(users)
      .where(and(isRealInvestor, searchMatches(phrase)));
    return row?.n ?? 0;
  };
  return pageFrom(rows, query, recount, ({ total: _total, createdAt, ...row }) => ({
    ...row,
    createdAt: createdAt.toISOString(),
  }));
}
