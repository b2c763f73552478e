import type { OrderQueuePage, OrderQueueSortKey } from '@handlowo/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { formatSort, type TableParams } from '@/features/admin-tables/index.ts';
import { api } from '@/lib/api-client.ts';
import { type QueueFilters, queueFilterQuery } from '../lib/queue-filters.ts';

export type OrderQueueParams = TableParams<OrderQueueSortKey> & { filters: QueueFilters };

/** The request of one queue page: paging, sort, phrase and filters in the query string. */
export function orderQueuePath({ page, size, sort, q, filters }: OrderQueueParams): string {
  const query = new URLSearchParams({ page: String(page), size: String(size) });
  if (sort) query.set('sort', formatSort(sort));
  if (q) query.set('q', q);
  for (const [name, value] of Object.entries(queueFilterQuery(filters))) query.set(name, value);
  return `/admin-panel/orders?${query}`;
}

/** GET /admin-panel/orders (issue 27). */
export function getOrderQueue(params: OrderQueueParams): Promise<OrderQueuePage> {
  return api.get<OrderQueuePage>(orderQueuePath(params));
}

export function orderQueueQueryOptions(params: OrderQueueParams) {
  return queryOptions({
    queryKey: ['admin', 'order-queue', params] as const,
    queryFn: () => getOrderQueue(params),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });
}
