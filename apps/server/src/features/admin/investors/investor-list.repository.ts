import type { InvestorListItem, InvestorSortKey, Page, SortOrder } from '@handlowo/contract';
import { type AnyColumn, and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { orders, users } from '../../../db/schema/index.ts';
import { orderOf, type PageRequest, pageFrom } from '../lists/paging.ts';
import { searchMatches } from '../lists/search.ts';

/*
 * F2, F3: the investors table. Temporary ("mock") investors are not investors for the panel. A
 * page is one statement whatever its size: the total rides along as an InitPlan.
 *
 * - The list walks the `(role, created_at | company, id)` index in order and stops at the page.
 * - A search first collects the matches through the trigram index into a CTE, which the page and
 *   the total both read (PostgreSQL materializes a CTE read twice): one index scan, and no sort
 *   index can lure the planner into walking every investor in order looking for the phrase.
 */

/** Real investors: the INVESTOR role without the temporary ones. */
export const isRealInvestor = and(eq(users.role, 'INVESTOR'), eq(users.isMock, false));

/**
 * Every investor minus the temporary ones: two index-only counts (the role's index and the
 * partial index of temporary users), several times cheaper than filtering `is_mock` per row.
 */
export const realInvestorCount = (db: Executor): SQL<number> => {
  const all = db.select({ n: count() }).from(users).where(eq(users.role, 'INVESTOR'));
  return sql<number>`((${all}) - (${temporaryInvestorCount(db)}))`.mapWith(Number);
};

/**
 * Temporary investors, found through the partial index of temporary users (the role checked on
 * those few rows only, so the planner does not intersect them with the whole role's index).
 */
export const temporaryInvestorCount = (db: Executor) =>
  db
    .select({ n: sql<number>`count(*) filter (where ${users.role} = 'INVESTOR')` })
    .from(users)
    .where(eq(users.isMock, true));

/**
 * Has an ACTIVE order. `in (subquery)` lets PostgreSQL hash the few active orders' investors
 * once per statement instead of probing the orders per investor (the sort needs every row's).
 */
const hasActiveOrder = (id: AnyColumn) =>
  sql<boolean>`${id} in (select ${orders.investorId} from ${orders} where ${orders.status} = 'ACTIVE')`;

/** The columns of a row, from `users` or from the search's CTE of matching users. */
type Source = Record<'id' | 'company' | 'createdAt', AnyColumn>;

/**
 * The sort keys, each followed by `id` in the same direction (a total order: pages never repeat
 * or skip a row, and descending is the exact reverse of ascending). A null company sorts after
 * every company ascending and before them descending (PostgreSQL's default, which the
 * `(role, company, id)` index serves both ways); `hasActiveOrder` ascending puts false first.
 * Without `sort`: newest first.
 */
function orderBy(source: Source, { field, direction }: SortOrder<InvestorSortKey>): SQL[] {
  const key = field === 'hasActiveOrder' ? hasActiveOrder(source.id) : sql`${source[field]}`;
  return orderOf(direction, key, sql`${source.id}`);
}

const defaultSort: SortOrder<InvestorSortKey> = { field: 'createdAt', direction: 'desc' };

export interface InvestorListQuery extends PageRequest {
  sort?: SortOrder<InvestorSortKey> | undefined;
  /** The F3 phrase (trimmed); none for F2. */
  phrase?: string | undefined;
}

function listRows(db: Executor, { page, size, sort = defaultSort }: InvestorListQuery) {
  return db
    .select({
      id: users.id,
      company: users.company,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      createdAt: users.createdAt,
      hasActiveOrder: hasActiveOrder(users.id),
      total: realInvestorCount(db),
    })
    .from(users)
    .where(isRealInvestor)
    .orderBy(...orderBy(users, sort))
    .limit(size)
    .offset(page * size);
}

function searchRows(
  db: Executor,
  phrase: string,
  { page, size, sort = defaultSort }: InvestorListQuery,
) {
  const matches = db.$with('matches').as(
    db
      .select({
        id: users.id,
        company: users.company,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phone: users.phone,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(and(isRealInvestor, searchMatches(phrase))),
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
      hasActiveOrder: hasActiveOrder(matches.id),
      total: sql<number>`(select count(*) from ${matches})`.mapWith(Number),
    })
    .from(matches)
    .orderBy(...orderBy(matches, sort))
    .limit(size)
    .offset(page * size);
}

export async function findInvestorPage(
  db: Executor,
  query: InvestorListQuery,
): Promise<Page<InvestorListItem>> {
  const { phrase } = query;
  const rows =
    phrase === undefined ? await listRows(db, query) : await searchRows(db, phrase, query);
  const recount = async () => {
    const where =
      phrase === undefined ? isRealInvestor : and(isRealInvestor, searchMatches(phrase));
    const [row] = await db.select({ n: count() }).from(users).where(where);
    return row?.n ?? 0;
  };
  return pageFrom(rows, query, recount, ({ total: _total, createdAt, ...row }) => ({
    ...row,
    createdAt: createdAt.toISOString(),
  }));
}
