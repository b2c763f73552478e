import { draftFirst, type OfferState, type Order, orderStatus } from '@handlowo/contract';
import { type AnyColumn, and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  orderActivities,
  orders,
  pictures,
  pipelineMainTasks,
  pipelines,
  users,
} from '../../db/schema/index.ts';
import { type PictureFiles, readPictureDataUrls } from '../media/picture-data-urls.ts';
import {
  type ActivityOpinionJson,
  activityOpinionJson,
  toActivityOpinion,
} from './opinions/activity-opinion.ts';
import { mainTasksOf } from './pipelines/pipelines.repository.ts';

/*
 * Order (API.md 3.4) reads: one statement for all of an investor's orders, whatever the number of
 * orders and services (each order's services and its stage's tasks are `json_agg` subselects),
 * then the distinct avatar files read from the media storage.
 */

const guardian = alias(users, 'guardian');
const guardianAvatar = alias(pictures, 'guardian_avatar');
const freelancer = alias(users, 'freelancer');
const freelancerAvatar = alias(pictures, 'freelancer_avatar');
// An aliased table inside `sql` renders as its alias only: the subselect's joins need `table alias`.
const freelancerTable = sql`${users} ${sql.identifier('freelancer')}`;
const freelancerAvatarTable = sql`${pictures} ${sql.identifier('freelancer_avatar')}`;

/** The rendition lists show (as D4 `?size=small`), or the picture itself when it has none. */
const avatarKey = (picture: { smallStorageKey: AnyColumn; storageKey: AnyColumn }) =>
  sql<string | null>`coalesce(${picture.smallStorageKey}, ${picture.storageKey})`;

/** A service as the subselect builds it: the wire shape without the freelancer's picture yet. */
interface ActivityJson {
  id: number;
  pipelineMainTask: { id: number; name: string; description: string };
  amount: number;
  period: number;
  /** `date` becomes 'YYYY-MM-DD' in JSON: no time zone can shift it. */
  startDate: string;
  description: string;
  freelancer: { id: number; firstName: string; lastName: string; avatarKey: string | null } | null;
  score: number | null;
  offerState: OfferState | null;
  declineReason: string | null;
  opinion: ActivityOpinionJson | null;
}

/** The order's services, oldest first, `[]` when none. */
function activitiesOf(orderId: typeof orders.id): SQL<ActivityJson[]> {
  return sql<ActivityJson[]>`coalesce((
    select json_agg(json_build_object(
      'id', ${orderActivities.id},
      'pipelineMainTask', json_build_object(
        'id', ${pipelineMainTasks.id},
        'name', ${pipelineMainTasks.name},
        'description', ${pipelineMainTasks.description}
      ),
      'amount', ${orderActivities.amount},
      'period', ${orderActivities.period},
      'startDate', ${orderActivities.startDate},
      'description', ${orderActivities.description},
      'freelancer', case when ${freelancer.id} is null then null else json_build_object(
        'id', ${freelancer.id},
        'firstName', ${freelancer.firstName},
        'lastName', ${freelancer.lastName},
        'avatarKey', ${avatarKey(freelancerAvatar)}
      ) end,
      'score', ${orderActivities.score},
      'offerState', ${orderActivities.offerState},
      'declineReason', ${orderActivities.declineReason},
      'opinion', ${activityOpinionJson(orderActivities.id)}
    ) order by ${orderActivities.createdAt}, ${orderActivities.id})
    from ${orderActivities}
    join ${pipelineMainTasks} on ${pipelineMainTasks.id} = ${orderActivities.pipelineMainTaskId}
    left join ${freelancerTable} on ${freelancer.id} = ${orderActivities.freelancerId}
    left join ${freelancerAvatarTable} on ${freelancerAvatar.userId} = ${freelancer.id}
      and ${freelancerAvatar.kind} = 'AVATAR'
    where ${orderActivities.orderId} = ${orderId}
  ), '[]'::json)`;
}

function selectOrders(db: Executor, where: SQL | undefined) {
  return db
    .select({
      id: orders.id,
      investorOrderNumber: orders.investorOrderNumber,
      status: orders.status,
      averageScore: orders.averageScore,
      pipelineId: pipelines.id,
      pipelineName: pipelines.name,
      pipelineDescription: pipelines.description,
      pipelineGoal: pipelines.goal,
      pipelineMainTasks: mainTasksOf(pipelines.id),
      activities: activitiesOf(orders.id),
      guardianId: guardian.id,
      guardianFirstName: guardian.firstName,
      guardianLastName: guardian.lastName,
      guardianEmail: guardian.email,
      guardianAvatarKey: avatarKey(guardianAvatar),
    })
    .from(orders)
    .leftJoin(pipelines, eq(pipelines.id, orders.pipelineId))
    .leftJoin(guardian, eq(guardian.id, orders.adminId))
    .leftJoin(
      guardianAvatar,
      and(eq(guardianAvatar.userId, guardian.id), eq(guardianAvatar.kind, 'AVATAR')),
    )
    .where(where)
    .orderBy(asc(orders.investorOrderNumber));
}

type OrderSelectRow = Awaited<ReturnType<typeof selectOrders>>[number];

function toOrder(row: OrderSelectRow, pictureOf: (key: string | null) => string | null): Order {
  return {
    id: row.id,
    investorOrderNumber: row.investorOrderNumber,
    pipeline:
      row.pipelineId === null
        ? null
        : {
            id: row.pipelineId,
            name: row.pipelineName ?? '',
            description: row.pipelineDescription ?? '',
            goal: row.pipelineGoal ?? '',
            pipelineMainTasks: row.pipelineMainTasks,
          },
    orderActivities: row.activities.map(({ freelancer: assigned, opinion, ...activity }) => {
      const picture = assigned ? pictureOf(assigned.avatarKey) : null;
      return {
        ...activity,
        // The service is named after its main task (API.md 3.4).
        name: activity.pipelineMainTask.name,
        opinion: toActivityOpinion(opinion),
        freelancer: assigned && {
          id: assigned.id,
          firstName: assigned.firstName,
          lastName: assigned.lastName,
          userAvatar: picture === null ? null : { pictureData: picture },
        },
      };
    }),
    orderStatus: row.status,
    orderStatusDescription: orderStatus.labels[row.status],
    averageScore: row.averageScore,
    orderAdminDTO:
      row.guardianId === null
        ? null
        : {
            id: row.guardianId,
            firstName: row.guardianFirstName ?? '',
            lastName: row.guardianLastName ?? '',
            email: row.guardianEmail ?? '',
            pictureData: pictureOf(row.guardianAvatarKey),
          },
  };
}

/** The rows' Orders, reading each distinct avatar file once. */
async function toOrders(rows: OrderSelectRow[], files: PictureFiles): Promise<Order[]> {
  const keys = rows.flatMap((row) => [
    row.guardianAvatarKey,
    ...row.activities.map((activity) => activity.freelancer?.avatarKey ?? null),
  ]);
  const dataUrls = await readPictureDataUrls(files, keys);
  const pictureOf = (key: string | null) => (key === null ? null : (dataUrls.get(key) ?? null));
  return rows.map((row) => toOrder(row, pictureOf));
}

/**
 * The investor's orders, each with its stage (and the stage's tasks), its services (oldest first,
 * with the assigned freelancer and their small avatar) and its guardian (with the small avatar).
 * One query, then one read per distinct avatar file, never per order or service. Oldest first
 * (the admin's investor detail); `draftFirst` puts the current draft first and the others newest
 * first (A10 and 'Moje zlecenia', issue 27).
 */
export async function findInvestorOrders(
  db: Executor,
  investorId: number,
  files: PictureFiles,
  options: { draftFirst?: boolean } = {},
): Promise<Order[]> {
  const found = await toOrders(await selectOrders(db, eq(orders.investorId, investorId)), files);
  return options.draftFirst ? draftFirst(found) : found;
}

/** One order of the investor (issue 27), or undefined when it is not theirs or does not exist. */
export async function findInvestorOrder(
  db: Executor,
  investorId: number,
  orderId: number,
  files: PictureFiles,
): Promise<Order | undefined> {
  const where = and(eq(orders.investorId, investorId), eq(orders.id, orderId));
  const [order] = await toOrders(await selectOrders(db, where), files);
  return order;
}
