import type { FreelancerBar, LanguageLevel, LanguagesBody, WorkingArea } from '@handlowo/contract';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import {
  freelancerLanguages,
  freelancers,
  reviewScores,
  reviews,
  users,
} from '../../db/schema/index.ts';
import { upsertAnswersRow } from '../../db/upsert-answers-row.ts';
import { isFreelancerWithId } from '../auth/user.repository.ts';

/*
 * The person-side blocks of the freelancer profile: the bar (D2) and the saves D11–D14, D18.
 * A freelancer's answers row may not exist yet (it is created by the first save), so reads
 * left-join it and writes upsert it.
 */

/**
 * The review statistics of D2 (rules in the helpers' brief): one row per review with the sum,
 * number and mean of its category scores, aggregated over the freelancer's reviews.
 */
const reviewStats = sql`(
  select count(*)::int as "count",
    coalesce(round(avg(per_review.mean), 1), 0)::float8 as "rate",
    coalesce(sum(per_review.total), 0)::int as "points",
    count(per_review.order_activity_id)::int as "ordersCount"
  from (
    select ${reviews.orderActivityId} as order_activity_id,
      avg(${reviewScores.score}) as mean,
      sum(${reviewScores.score}) as total
    from ${reviews} join ${reviewScores} on ${reviewScores.reviewId} = ${reviews.id}
    where ${reviews.freelancerId} = ${users.id}
    group by ${reviews.id}
  ) per_review
)`;

interface BarRow {
  accountStatus: FreelancerBar['accountStatus'] | null;
  visibilityStatus: FreelancerBar['visibilityStatus'] | null;
  country: 'POLAND' | null;
  state: NonNullable<FreelancerBar['localization']>['state'] | null;
  city: string | null;
  workingArea: WorkingArea | null;
  workingAreaValue: string | null;
  stats: { count: number; rate: number; points: number; ordersCount: number };
  languagesLevel: LanguageLevel[];
}

const findFreelancerBarStatement = preparedPerDatabase('freelancer_bar', (db) =>
  db
    .select({
      accountStatus: freelancers.accountStatus,
      visibilityStatus: freelancers.visibilityStatus,
      country: freelancers.country,
      state: freelancers.state,
      city: freelancers.city,
      workingArea: freelancers.workingArea,
      workingAreaValue: freelancers.workingAreaValue,
      stats: sql<BarRow['stats']>`(select row_to_json(s) from ${reviewStats} s)`,
      languagesLevel: sql<LanguageLevel[]>`coalesce((
        select json_agg(json_build_object('language', ${freelancerLanguages.language}, 'level', ${freelancerLanguages.level}) order by ${freelancerLanguages.position})
        from ${freelancerLanguages} where ${freelancerLanguages.freelancerId} = ${users.id}
      ), '[]'::json)`,
    })
    .from(users)
    .leftJoin(freelancers, eq(freelancers.userId, users.id))
    .where(isFreelancerWithId(sql.placeholder('freelancerId'))),
);

/** FreelancerBar (API.md 3.3) in one statement; undefined when the id is not a freelancer's. */
export async function findFreelancerBar(
  db: Executor,
  freelancerId: number,
): Promise<FreelancerBar | undefined> {
  const [row] = await findFreelancerBarStatement(db).execute({ freelancerId });
  return row ? toBar(row) : undefined;
}

function toBar(row: BarRow): FreelancerBar {
  const { country, state, city } = row;
  return {
    ...row.stats,
    // A freelancer without an answers row has the columns' defaults.
    accountStatus: row.accountStatus ?? 'LIMITED',
    visibilityStatus: row.visibilityStatus ?? 'NORMAL',
    localization: country && state ? { country, state, ...(city ? { city } : {}) } : null,
    workingArea: row.workingArea,
    workingAreaValue: row.workingArea ? row.workingAreaValue : null,
    languagesLevel: row.languagesLevel,
  };
}

export async function updateName(
  db: Executor,
  userId: number,
  name: { firstName: string; lastName: string },
): Promise<void> {
  await db
    .update(users)
    .set({ ...name, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function updateCompany(
  db: Executor,
  userId: number,
  company: string | null,
): Promise<void> {
  await db.update(users).set({ company, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** D13 and D14 write columns of the answers row, creating it on the first save. */
export async function saveProfileColumns(
  db: Executor,
  userId: number,
  columns: Pick<
    typeof freelancers.$inferInsert,
    'country' | 'state' | 'city' | 'workingArea' | 'workingAreaValue'
  >,
): Promise<void> {
  await upsertAnswersRow(db, freelancers, userId, columns);
}

/**
 * D18: the whole list replaces the previous one, `position` = index in the list sent. Run it in a
 * transaction so that a failure keeps the previous list.
 */
export async function replaceLanguages(
  db: Executor,
  userId: number,
  list: LanguagesBody,
): Promise<void> {
  await upsertAnswersRow(db, freelancers, userId);
  await db.delete(freelancerLanguages).where(eq(freelancerLanguages.freelancerId, userId));
  if (list.length === 0) return;
  await db
    .insert(freelancerLanguages)
    .values(list.map((item, position) => ({ ...item, freelancerId: userId, position })));
}
