import {
  type GuardianFilter,
  type OrderQueueItem,
  type OrderQueuePage,
  type OrderQueueSortKey,
  type OrderStatus,
  type OrderStatusCounts,
  orderStatus,
  type SortOrder,
  totalPagesOf,
} from '@handlowo/contract';
import { and, count, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client.ts';
import { preparedPerDatabase } from '../../../db/prepared.ts';
import { orderActivities, orders, pipelines, users } from '../../../db/schema/index.ts';
import { counterValue } from '../lists/list-counts.ts';
import { orderOf, type PageRequest } from '../lists/paging.ts';
import { searchMatches } from '../lists/search.ts';

/*
 * The admin's order queue (issue 27). Every filter is a condition on `orders` alone (the users a
 * filter needs are an uncorrelated `in (subquery)`, hashed once per statement), so that:
 * - the page walks `orders_status_changed_idx (status, status_changed_at, id)` of its tab in
 *   order and stops at the page (across the tabs, a top-N sort of the orders), then joins the
 *   displayed people by primary key for its rows only;
 * - the tabs' counters are the trigger-kept counters without a filter (migration 0018), else one
 *   grouped scan of `orders`, with no join.
 * Two statements per answer: the page, and the counters (the total is the counter of the tab).
 */

export interface OrderQueueFilters {
  status?: OrderStatus | undefined;
  guardian?: GuardianFilter | undefined;
  awaitingAnswer?: boolean | undefined;
  olderThanDays?: number | undefined;
  q?: string | undefined;
}

export interface OrderQueueRequest extends PageRequest, OrderQueueFilters {
  sort?: SortOrder<OrderQueueSortKey> | undefined;
  /** The caller: `guardian=me`. */
  adminId: number;
}

const investor = alias(users, 'investor');
const guardian = alias(users, 'guardian');
const repeated = alias(orders, 'repeated');

/**
 * Orders of real investors: not a temporary investor's (few, behind the partial index of
 * temporary users) and not detached (a deleted account's realised order has no investor to open).
 */
const ofRealInvestor = and(
  isNotNull(orders.investorId),
  sql`${orders.investorId} not in (select ${users.id} from ${users} where ${users.isMock})`,
) as SQL;

/** An order with a service whose offer waits for the freelancer's answer. */
const awaitingAnswer = sql`${orders.id} in (
  select ${orderActivities.orderId} from ${orderActivities}
  where ${orderActivities.offerState} = 'OFFERED')`;

/**
 * '12', '#12', 'nr 12', 'Nr. 12': an order number; anything else is a text search. Bare digits
 * are an order number up to 6 of them (an investor's orders are numbered from 1): longer, they
 * are a phone ('601234567'), which `#` or 'nr' still turns into a number.
 */
export function orderNumberOf(q: string): number | undefined {
  const match = /^(?:(?:#|nr\.?)\s*(\d{1,9})|(\d{1,6}))$/i.exec(q.trim());
  const digits = match?.[1] ?? match?.[2];
  return digits === undefined ? undefined : Number(digits);
}

/**
 * The investors whose company, names, e-mail or phone hold the phrase (ADR 009's index; accents,
 * case and the phone's format fold), as an
 * array: their orders are then probed through `(investor_id, …)`; as `in (subquery)` the planner
 * hashed the matches and scanned every order.
 */
const investorMatches = (phrase: string) =>
  sql`${orders.investorId} = any(array(select ${users.id} from ${users}
    where ${users.role} = 'INVESTOR' and ${searchMatches(phrase)}))`;

function guardianCondition(filter: GuardianFilter, adminId: number): SQL {
  if (filter.kind === 'none') return isNull(orders.adminId);
  return eq(orders.adminId, filter.kind === 'me' ? adminId : filter.adminId);
}

/** Every filter but the status: the tabs' counters count under these. */
function filterConditions(request: OrderQueueRequest): SQL[] {
  const conditions: SQL[] = [ofRealInvestor];
  if (request.guardian) conditions.push(guardianCondition(request.guardian, request.adminId));
  if (request.awaitingAnswer !== undefined) {
    conditions.push(request.awaitingAnswer ? awaitingAnswer : sql`not (${awaitingAnswer})`);
  }
  if (request.olderThanDays !== undefined) {
    conditions.push(
      sql`${orders.statusChangedAt} < now() - make_interval(days => ${request.olderThanDays}::int)`,
    );
  }
  if (request.q !== undefined) {
    const number = orderNumberOf(request.q);
    conditions.push(
      number === undefined ? investorMatches(request.q) : eq(orders.investorOrderNumber, number),
    );
  }
  return conditions;
}

const sortColumns = {
  waitingSince: orders.statusChangedAt,
  createdAt: orders.createdAt,
} as const;

/** Oldest waiting first; every key is followed by `id` in the same direction (a total order). */
const defaultSort: SortOrder<OrderQueueSortKey> = { field: 'waitingSince', direction: 'asc' };

interface ServiceCounts {
  total: number;
  assigned: number;
  offered: number;
}

/** The order's services counted in one index probe of its services. */
const serviceCounts = sql<ServiceCounts>`(
  select json_build_object(
    'total', count(*),
    'assigned', count(${orderActivities.freelancerId}),
    'offered', count(*) filter (where ${orderActivities.offerState} = 'OFFERED'))
  from ${orderActivities} where ${orderActivities.orderId} = ${orders.id})`;

function pageRows(db: Executor, request: OrderQueueRequest) {
  const { page, size, sort = defaultSort, status } = request;
  const conditions = filterConditions(request);
  if (status) conditions.push(eq(orders.status, status));
  // The page's orders first, from `orders` alone (an index walk within a tab, a top-N sort across
  // them): joined before the limit, the planner would join every order to its investor and sort
  // them all (0.9 s over the scale data's 50,500 orders instead of 15 ms).
  const chosen = db
    .select({ id: orders.id })
    .from(orders)
    .where(and(...conditions))
    .orderBy(...orderOf(sort.direction, sortColumns[sort.field], orders.id))
    .limit(size)
    .offset(page * size)
    .as('chosen');
  return db
    .select({
      id: orders.id,
      investorOrderNumber: orders.investorOrderNumber,
      status: orders.status,
      statusChangedAt: orders.statusChangedAt,
      createdAt: orders.createdAt,
      investorId: investor.id,
      company: investor.company,
      investorFirstName: investor.firstName,
      investorLastName: investor.lastName,
      pipelineId: pipelines.id,
      pipelineName: pipelines.name,
      guardianId: guardian.id,
      guardianFirstName: guardian.firstName,
      guardianLastName: guardian.lastName,
      repeatOfOrderNumber: repeated.investorOrderNumber,
      services: serviceCounts,
    })
    .from(chosen)
    .innerJoin(orders, eq(orders.id, chosen.id))
    .innerJoin(investor, eq(investor.id, orders.investorId))
    .leftJoin(pipelines, eq(pipelines.id, orders.pipelineId))
    .leftJoin(guardian, eq(guardian.id, orders.adminId))
    .leftJoin(repeated, eq(repeated.id, orders.repeatOfOrderId))
    .orderBy(...orderOf(sort.direction, sortColumns[sort.field], orders.id));
}

type Row = Awaited<ReturnType<typeof pageRows>>[number];

/** `json_build_object` counts arrive as numbers from PostgreSQL and PGlite alike. */
function toItem(row: Row): OrderQueueItem {
  return {
    id: row.id,
    investorOrderNumber: row.investorOrderNumber,
    orderStatus: row.status,
    investor: {
      id: row.investorId,
      company: row.company,
      firstName: row.investorFirstName,
      lastName: row.investorLastName,
    },
    pipeline: row.pipelineId === null ? null : { id: row.pipelineId, name: row.pipelineName ?? '' },
    servicesCount: Number(row.services.total),
    assignedCount: Number(row.services.assigned),
    awaitingAnswerCount: Number(row.services.offered),
    guardian:
      row.guardianId === null
        ? null
        : {
            id: row.guardianId,
            firstName: row.guardianFirstName ?? '',
            lastName: row.guardianLastName ?? '',
          },
    waitingSince: row.statusChangedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    repeatOfOrderNumber: row.repeatOfOrderNumber,
  };
}

/**
 * The tabs' counters without a filter: the trigger-kept `orders.<STATUS>` counters (orders with an
 * investor, migration 0018) minus the temporary investors' ones (`.temporary`, migration 0020), in
 * one prepared statement of one row.
 */
const unfilteredCountsStatement = preparedPerDatabase('admin_order_queue_counts', (db) => {
  const column = (status: OrderStatus) =>
    sql<number>`(${counterValue(`orders.${status}`)} - ${counterValue(`orders.${status}.temporary`)})`.mapWith(
      Number,
    );
  return db
    .select(Object.fromEntries(orderStatus.keys.map((status) => [status, column(status)])))
    .from(sql`(select 1) as one`);
});

const isUnfiltered = (request: OrderQueueRequest) =>
  request.guardian === undefined &&
  request.awaitingAnswer === undefined &&
  request.olderThanDays === undefined &&
  request.q === undefined;

/** The tabs' counters: the kept counters, or one grouped scan of the filtered orders. */
async function statusCounts(db: Executor, request: OrderQueueRequest): Promise<OrderStatusCounts> {
  const counts = Object.fromEntries(orderStatus.keys.map((key) => [key, 0])) as OrderStatusCounts;
  if (isUnfiltered(request)) {
    const [row] = await unfilteredCountsStatement(db).execute();
    for (const key of orderStatus.keys) counts[key] = Number(row?.[key] ?? 0);
    return counts;
  }
  const rows = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(and(...filterConditions(request)))
    .groupBy(orders.status);
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

export async function findOrderQueuePage(
  db: Executor,
  request: OrderQueueRequest,
): Promise<OrderQueuePage> {
  // Sequential: PGlite has one connection, and a pool would gain little for two short reads.
  const rows = await pageRows(db, request);
  const counts = await statusCounts(db, request);
  const totalElements = request.status
    ? counts[request.status]
    : orderStatus.keys.reduce((sum, key) => sum + counts[key], 0);
  return {
    content: rows.map(toItem),
    totalPages: totalPagesOf(totalElements, request.size),
    totalElements,
    page: request.page,
    size: request.size,
    statusCounts: counts,
  };
}
