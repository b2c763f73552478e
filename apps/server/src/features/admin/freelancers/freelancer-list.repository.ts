import type { FreelancerSortKey, Page, SortOrder } from '@handlowo/contract';
import { type AnyColumn, and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { freelancers, pictures, users } from '../../../db/schema/index.ts';
import { orderOf, type PageRequest, pageFrom, totalColumn } from '../lists/paging.ts';
import { searchMatches } from '../lists/search.ts';

/*
 * F4, F5: the freelancers table, every FREELANCER user (finished onboarding or not). A page is one
 * statement: the level and the avatar are left joins of the page's rows only.
 *
 * - The list walks the `(role, key, id)` index in order and stops at the page; the total is an
 *   InitPlan (an index-only count).
 * - A search first collects the matches through the trigram index into a CTE, which the page and
 *   the total both read (PostgreSQL materializes a CTE read twice): one index scan, and the sort
 *   index cannot tempt the planner into walking every freelancer in name order looking for a
 *   phrase that correlates with the name ('wiśniewsk' sits at the end of the alphabet).
 */

const isFreelancer = eq(users.role, 'FREELANCER');

/** The columns a page reads, from `users` or from the search's CTE of matching users. */
type Source = Record<'id' | FreelancerSortKey | 'email', AnyColumn>;

/**
 * A chosen key is followed by `id` in the same direction, the `(role, key, id)` index order: a
 * total order, so pages never repeat or skip a row, and descending is the exact reverse. A null
 * company sorts after every company ascending, before them descending. Without `sort`: last
 * name, first name, id, ascending.
 */
function orderBy(source: Source, sort: SortOrder<FreelancerSortKey> | undefined): SQL[] {
  const column = (key: FreelancerSortKey) => sql`${source[key]}`;
  const id = sql`${source.id}`;
  return sort
    ? orderOf(sort.direction, column(sort.field), id)
    : orderOf('asc', column('lastName'), column('firstName'), id);
}

export interface FreelancerListQuery extends PageRequest {
  sort?: SortOrder<FreelancerSortKey> | undefined;
  /** The F5 phrase (trimmed); none for F4. */
  phrase?: string | undefined;
}

/** A list row before its avatar file is read: `avatarKey` is the small rendition's key. */
export interface FreelancerListRow {
  id: number;
  firstName: string;
  lastName: string;
  company: string | null;
  email: string;
  experienceLevel: (typeof freelancers.$inferSelect)['experienceLevel'];
  avatarKey: string | null;
}

/** The page: users in index order, stopping at the page. */
function listPage(db: Executor, { page, size, sort }: FreelancerListQuery) {
  const total = totalColumn(db.select({ n: count() }).from(users).where(isFreelancer));
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      company: users.company,
      email: users.email,
      total: total.as('total'),
    })
    .from(users)
    .where(isFreelancer)
    .orderBy(...orderBy(users, sort))
    .limit(size)
    .offset(page * size)
    .as('page');
}

/** The page of the matches, which the CTE collects once through the trigram index. */
function searchPage(db: Executor, phrase: string, { page, size, sort }: FreelancerListQuery) {
  const matches = db.$with('matches').as(
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        company: users.company,
        email: users.email,
      })
      .from(users)
      .where(and(isFreelancer, searchMatches(phrase))),
  );
  const total = sql<number>`(select count(*) from ${matches})`.mapWith(Number);
  return db
    .with(matches)
    .select({
      id: matches.id,
      firstName: matches.firstName,
      lastName: matches.lastName,
      company: matches.company,
      email: matches.email,
      // The total rides along as an InitPlan over the same matches.
      total: total.as('total'),
    })
    .from(matches)
    .orderBy(...orderBy(matches, sort))
    .limit(size)
    .offset(page * size)
    .as('page');
}

export async function findFreelancerPage(
  db: Executor,
  query: FreelancerListQuery,
): Promise<Page<FreelancerListRow>> {
  const { phrase } = query;
  const page = phrase === undefined ? listPage(db, query) : searchPage(db, phrase, query);
  // The page's rows only get their level and avatar, re-sorted in the list order.
  const rows = await db
    .select({
      id: page.id,
      firstName: page.firstName,
      lastName: page.lastName,
      company: page.company,
      email: page.email,
      experienceLevel: freelancers.experienceLevel,
      // The rendition lists show (as D4 `?size=small`), or the picture itself when it has none.
      avatarKey: sql<string | null>`coalesce(${pictures.smallStorageKey}, ${pictures.storageKey})`,
      total: page.total,
    })
    .from(page)
    .leftJoin(freelancers, eq(freelancers.userId, page.id))
    .leftJoin(pictures, and(eq(pictures.userId, page.id), eq(pictures.kind, 'AVATAR')))
    .orderBy(...orderBy(page, query.sort));
  const recount = async () => {
    const where = phrase === undefined ? isFreelancer : and(isFreelancer, searchMatches(phrase));
    const [row] = await db.select({ n: count() }).from(users).where(where);
    return row?.n ?? 0;
  };
  return pageFrom(rows, query, recount, ({ total: _total, ...row }) => row);
}
