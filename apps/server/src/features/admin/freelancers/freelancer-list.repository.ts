import {
  FREELANCER_SORT_KEYS,
  type FreelancerSortKey,
  type Page,
  type SortOrder,
} from '@handlowo/contract';
import { type AnyColumn, and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { preparedPerDatabase } from '../../../db/prepared.ts';
import {
  atOutsideDomain,
  emailDomainCounts,
  freelancers,
  pictures,
  users,
} from '../../../db/schema/index.ts';
import { counterValue, readCounter } from '../lists/list-counts.ts';
import {
  onPage,
  orderOf,
  type PageRequest,
  pageBounds,
  pageFrom,
  positionIn,
} from '../lists/paging.ts';
import {
  domainPrefixRange,
  searchMatches,
  searchMatchesPlaceholder,
  searchPattern,
} from '../lists/search.ts';

/*
 * F4, F5: the freelancers table, every FREELANCER user (finished onboarding or not). A page is one
 * prepared statement per sort (ADR 005's `preparedPerDatabase`): the level and the avatar are
 * left joins of the page's rows only.
 *
 * - The list picks the page's ids by an index-only walk of the sort's index (`(last_name,
 *   first_name, id)` of freelancers for the default order, `(role, key, id)` for a chosen key),
 *   stopping at the page, and reads those rows by primary key. The total is the trigger-kept
 *   counter `users.FREELANCER` (migration 0018), not a count of 100,000 index entries.
 * - A search first collects the matches through the trigram index into a CTE, which the page and
 *   the total both read (PostgreSQL materializes a CTE read twice): one index scan, and the sort
 *   index cannot tempt the planner into walking every freelancer in name order looking for a
 *   phrase that correlates with the name ('wiśniewsk' sits at the end of the alphabet). Its total
 *   stays a count of the matches: exact, as the API promises.
 */

// Literals, not bind parameters (see db/prepared.ts): the partial indexes' predicates must be
// visible to a prepared statement's generic plan.
const isFreelancer = sql`${users.role} = 'FREELANCER'`;
const isAvatar = sql`${pictures.kind} = 'AVATAR'`;

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

const size = sql.placeholder('size');
const offset = sql.placeholder('offset');

/** The rendition lists show (as D4 `?size=small`), or the picture itself when it has none. */
const avatarKey = sql<string | null>`coalesce(${pictures.smallStorageKey}, ${pictures.storageKey})`;

/**
 * The page: its ids by an index-only walk of the sort's index, numbered in that order up to the
 * page's end (`positionIn`, `onPage`: a plan made once), then their rows by id.
 */
function listStatement(db: Executor, sort: SortOrder<FreelancerSortKey> | undefined) {
  const ranked = db
    .select({ id: users.id, position: positionIn(orderBy(users, sort)).as('position') })
    .from(users)
    .where(isFreelancer)
    .as('ranked');
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      company: users.company,
      email: users.email,
      experienceLevel: freelancers.experienceLevel,
      avatarKey,
      total: counterValue('users.FREELANCER'),
    })
    .from(ranked)
    .innerJoin(users, eq(users.id, ranked.id))
    .leftJoin(freelancers, eq(freelancers.userId, users.id))
    .leftJoin(pictures, and(eq(pictures.userId, users.id), isAvatar))
    .where(onPage(ranked.position))
    .orderBy(ranked.position);
}

const matchColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  company: users.company,
  email: users.email,
};

/** The freelancers whose search text contains the placeholder `pattern` (trigram index). */
const phraseMatches = (db: Executor) =>
  db
    .select(matchColumns)
    .from(users)
    .where(and(isFreelancer, searchMatchesPlaceholder('pattern')));

/** The page of the matches, which the CTE collects once through the trigram index. */
function searchStatement(db: Executor, sort: SortOrder<FreelancerSortKey> | undefined) {
  const matches = db.$with('matches').as(phraseMatches(db));
  const page = db
    .with(matches)
    .select({
      id: matches.id,
      firstName: matches.firstName,
      lastName: matches.lastName,
      company: matches.company,
      email: matches.email,
      // The total rides along as an InitPlan over the same matches.
      total: sql<number>`(select count(*) from ${matches})`.mapWith(Number).as('total'),
    })
    .from(matches)
    .orderBy(...orderBy(matches, sort))
    .limit(size)
    .offset(offset)
    .as('page');
  return withLevelAndAvatar(db, page, sort);
}

/*
 * A mail domain's phrase (`domainPrefixRange`) matches the freelancers whose domain lies in the
 * range, plus the few rows with an '@' elsewhere outside that range, which the pattern decides
 * (no row comes twice: UNION ALL, nothing to dedupe). The domains of the range and how many
 * freelancers each has come from `email_domain_counts` (migration 0021), so the total is a sum
 * of counters and the page in the default order walks each domain's `(email_domain, last_name,
 * first_name, id)` index entries up to the page's end: neither reads 14,286 entries of '@wp.pl'.
 */
/** The phrase's byte range of domains (`from`, `to` given at execution), over either column. */
const inDomainRange = (domain: AnyColumn) =>
  and(sql`${domain} >= ${sql.placeholder('from')}`, sql`${domain} < ${sql.placeholder('to')}`);
const inDomain = inDomainRange(users.emailDomain);
const countedInRange = inDomainRange(emailDomainCounts.domain);

/** The rows outside the range that the pattern still matches (an '@' in a name, say). */
const atOutsideMatches = (db: Executor) =>
  db
    .select(matchColumns)
    .from(users)
    .where(
      and(
        isFreelancer,
        atOutsideDomain(users),
        searchMatchesPlaceholder('pattern'),
        sql`not (${inDomain})`,
      ),
    );

/** The exact number of matches: the range's counters plus the rows matched outside it. */
const domainTotal = (db: Executor) =>
  sql<number>`(select coalesce(sum(${emailDomainCounts.value}), 0) from ${emailDomainCounts} where ${countedInRange})
    + (select count(*) from (${atOutsideMatches(db)}) as outside)`
    .mapWith(Number)
    .as('total');

/**
 * Every match, for a sort other than the default: an index-only scan of the range, which the
 * page then sorts (top-N).
 */
const domainMatches = (db: Executor) =>
  db
    .select(matchColumns)
    .from(users)
    .where(and(isFreelancer, inDomain))
    .unionAll(atOutsideMatches(db));

/**
 * The candidates of a page in the default order: from each domain of the range its first
 * `reach` (the page's offset plus size) freelancers in that order, which hold the page's rows
 * wherever they fall among the domains, and the rows matched outside the range.
 */
function domainWalk(db: Executor) {
  const domains = db
    .select({ domain: emailDomainCounts.domain })
    .from(emailDomainCounts)
    .where(countedInRange)
    .groupBy(emailDomainCounts.domain)
    .having(sql`sum(${emailDomainCounts.value}) <> 0`)
    .as('domains');
  const walked = db
    .select(matchColumns)
    .from(users)
    .where(and(isFreelancer, sql`${users.emailDomain} = ${domains.domain}`))
    .orderBy(...orderBy(users, undefined))
    .limit(sql.placeholder('reach'))
    .as('walked');
  return db
    .select({
      id: walked.id,
      firstName: walked.firstName,
      lastName: walked.lastName,
      company: walked.company,
      email: walked.email,
    })
    .from(domains)
    .crossJoinLateral(walked)
    .unionAll(atOutsideMatches(db));
}

/** A mail domain's page: the counters' total, and the page of the walk or of every match. */
function domainStatement(db: Executor, sort: SortOrder<FreelancerSortKey> | undefined) {
  const matches = (sort ? domainMatches(db) : domainWalk(db)).as('matches');
  const page = db
    .select({
      id: matches.id,
      firstName: matches.firstName,
      lastName: matches.lastName,
      company: matches.company,
      email: matches.email,
      total: domainTotal(db),
    })
    .from(matches)
    .orderBy(...orderBy(matches, sort))
    .limit(size)
    .offset(offset)
    .as('page');
  return withLevelAndAvatar(db, page, sort);
}

/** A page subquery of either search (this builder exists for its type only). */
type MatchedPage = ReturnType<typeof pageOfMatches>;
const pageOfMatches = (db: Executor) =>
  db
    .select({ ...matchColumns, total: sql<number>`0`.mapWith(Number).as('total') })
    .from(users)
    .as('page');

/** The page's rows only get their level and avatar, re-sorted in the list order. */
function withLevelAndAvatar(
  db: Executor,
  page: MatchedPage,
  sort: SortOrder<FreelancerSortKey> | undefined,
) {
  return db
    .select({
      id: page.id,
      firstName: page.firstName,
      lastName: page.lastName,
      company: page.company,
      email: page.email,
      experienceLevel: freelancers.experienceLevel,
      avatarKey,
      total: page.total,
    })
    .from(page)
    .leftJoin(freelancers, eq(freelancers.userId, page.id))
    .leftJoin(pictures, and(eq(pictures.userId, page.id), isAvatar))
    .orderBy(...orderBy(page, sort));
}

/** Every sort the API accepts, the default one as `undefined`, with a statement name part. */
const sorts: [string, SortOrder<FreelancerSortKey> | undefined][] = [
  ['default', undefined],
  ...FREELANCER_SORT_KEYS.flatMap((field) =>
    (['asc', 'desc'] as const).map((direction): [string, SortOrder<FreelancerSortKey>] => [
      `${field}_${direction}`,
      { field, direction },
    ]),
  ),
];

const statementsBySort = new Map(
  sorts.map(([name, sort]) => [
    name,
    {
      list: preparedPerDatabase(`admin_freelancers_${name}`, (db) => listStatement(db, sort)),
      search: preparedPerDatabase(`admin_freelancers_search_${name}`, (db) =>
        searchStatement(db, sort),
      ),
      domain: preparedPerDatabase(`admin_freelancers_domain_${name}`, (db) =>
        domainStatement(db, sort),
      ),
    },
  ]),
);

const sortName = (sort: SortOrder<FreelancerSortKey> | undefined) =>
  sort ? `${sort.field}_${sort.direction}` : 'default';

export async function findFreelancerPage(
  db: Executor,
  query: FreelancerListQuery,
): Promise<Page<FreelancerListRow>> {
  const { phrase, page, size: pageSize } = query;
  const statements = statementsBySort.get(sortName(query.sort));
  if (!statements) throw new Error(`no statement for the sort ${sortName(query.sort)}`);
  const at = { size: pageSize, offset: page * pageSize };
  const domain = phrase === undefined ? null : domainPrefixRange(phrase);
  const searched = phrase === undefined ? null : { ...at, pattern: searchPattern(phrase) };
  const rows = !searched
    ? await statements.list(db).execute(pageBounds(query))
    : domain
      ? await statements.domain(db).execute({ ...searched, ...domain, reach: at.offset + at.size })
      : await statements.search(db).execute(searched);
  const recount = async () => {
    if (phrase === undefined) return readCounter(db, 'users.FREELANCER');
    const [row] = await db
      .select({ n: count() })
      .from(users)
      .where(and(isFreelancer, searchMatches(phrase)));
    return row?.n ?? 0;
  };
  return pageFrom(rows, query, recount, ({ total: _total, ...row }) => row);
}
