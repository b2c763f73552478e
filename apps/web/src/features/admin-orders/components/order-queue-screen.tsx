import { ORDER_QUEUE_SORT_KEYS } from '@handlowo/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { titles } from '@/config/titles.ts';
import { AdminList, useTableParams } from '@/features/admin-tables/index.ts';
import { orderQueueQueryOptions } from '../api/get-order-queue.ts';
import { changedQueueFilters, type QueueFilters, readQueueFilters } from '../lib/queue-filters.ts';
import { queueTexts as t } from '../lib/queue-texts.ts';
import { orderQueueSpec } from './order-queue-columns.tsx';
import { QueueFiltersBar } from './queue-filters-bar.tsx';

/**
 * /admin/orders (issue 27): every order, oldest waiting first, with status tabs and counters,
 * the filters and the search, all kept in the URL; each row opens the investor's detail on it.
 */
export function OrderQueueScreen() {
  const table = useTableParams(ORDER_QUEUE_SORT_KEYS);
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => readQueueFilters(search), [search]);
  const onFilter = useCallback(
    (change: Partial<QueueFilters>) => setSearch((current) => changedQueueFilters(current, change)),
    [setSearch],
  );
  const query = useQuery(orderQueueQueryOptions({ ...table.params, filters }));
  return (
    <AdminList
      pageTitle={titles.admin.orders}
      heading={t.heading}
      searchLabel={t.searchLabel}
      searchPlaceholder={t.searchPlaceholder}
      emptyText={t.empty}
      sortKeys={ORDER_QUEUE_SORT_KEYS}
      spec={orderQueueSpec}
      table={table}
      query={query}
      filters={
        <QueueFiltersBar filters={filters} counts={query.data?.statusCounts} onChange={onFilter} />
      }
    />
  );
}
