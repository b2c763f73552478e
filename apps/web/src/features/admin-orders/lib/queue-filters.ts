import { ORDER_QUEUE_STALE_DAYS, type OrderStatus, orderStatus } from '@handlowo/contract';

/*
 * The queue's filters live in the URL next to the table's page, size, sort and phrase, so a
 * reload, a shared link and the back button show the same orders: `status` (one tab; none: all),
 * `guardian` (`me` or `none`), `awaiting=1` ('Czeka na akceptację'), `stale=1` ('Starsze niż 3
 * dni'). Unknown values read as no filter.
 */

export interface QueueFilters {
  status: OrderStatus | undefined;
  guardian: 'me' | 'none' | undefined;
  awaiting: boolean;
  stale: boolean;
}

export function readQueueFilters(search: URLSearchParams): QueueFilters {
  const status = search.get('status');
  const guardian = search.get('guardian');
  return {
    status: (orderStatus.keys as readonly string[]).includes(status ?? '')
      ? (status as OrderStatus)
      : undefined,
    guardian: guardian === 'me' || guardian === 'none' ? guardian : undefined,
    awaiting: search.get('awaiting') === '1',
    stale: search.get('stale') === '1',
  };
}

/** The search params after a filter change; the list starts again at its first page. */
export function changedQueueFilters(
  search: URLSearchParams,
  change: Partial<QueueFilters>,
): URLSearchParams {
  const next = { ...readQueueFilters(search), ...change };
  const params = new URLSearchParams(search);
  params.delete('page');
  const set = (name: string, value: string | undefined) =>
    value === undefined ? params.delete(name) : params.set(name, value);
  set('status', next.status);
  set('guardian', next.guardian);
  set('awaiting', next.awaiting ? '1' : undefined);
  set('stale', next.stale ? '1' : undefined);
  return params;
}

/** The API's query of the filters (GET /admin-panel/orders). */
export function queueFilterQuery(filters: QueueFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.status) query.status = filters.status;
  if (filters.guardian) query.guardian = filters.guardian;
  if (filters.awaiting) query.awaitingAnswer = 'true';
  if (filters.stale) query.olderThanDays = String(ORDER_QUEUE_STALE_DAYS);
  return query;
}
