import { type OrderQueueItem, type OrderQueueSortKey, orderStatus } from '@handlowo/contract';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { paths } from '@/config/paths.ts';
import { RowLink, type TableSpec } from '@/features/admin-tables/index.ts';
import { polishDate } from '@/lib/order-texts.ts';
import { queueTexts as t, waitedFor } from '../lib/queue-texts.ts';

/* A dot badge: the label keeps the text colour (coloured light badges miss 4.5:1). */
const statusColor = { NEW: 'gray', VERYFICATION: 'yellow', ACTIVE: 'green', REALIZED: 'brand' };

const personOf = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

const companyOf = (row: OrderQueueItem) => row.investor.company ?? personOf(row.investor);

/** Who the row is: 'Acme, zlecenie nr 2'. */
const rowName = (row: OrderQueueItem) =>
  `${companyOf(row)}, zlecenie nr ${row.investorOrderNumber}`;

/** The investor's detail opened on this order (its tab and card). */
export const orderDetailPath = (row: Pick<OrderQueueItem, 'id' | 'investor'>) =>
  `${paths.admin.investorById.to(row.investor.id)}?order=${row.id}`;

/** The queue's table (cards on a phone). */
export const orderQueueSpec: TableSpec<OrderQueueItem, OrderQueueSortKey> = {
  label: 'Zlecenia',
  columns: [
    {
      id: 'order',
      header: 'Zlecenie',
      cell: (row) => (
        <Stack gap={2}>
          <Text span fw={600} fz="inherit">
            {`${companyOf(row)} · nr ${row.investorOrderNumber}`}
          </Text>
          {row.repeatOfOrderNumber === null ? null : (
            <Text span fz="xs" c="dimmed">
              {t.repeat(row.repeatOfOrderNumber)}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: 'investor',
      header: 'Inwestor',
      cell: (row) => personOf(row.investor),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (row) => (
        // Never narrower than its label: long names in the other columns squeezed it to
        // 17 px (issue 28), and a badge cuts its label without an ellipsis.
        <Badge color={statusColor[row.orderStatus]} variant="dot" tt="none" miw="max-content">
          {orderStatus.labels[row.orderStatus]}
        </Badge>
      ),
    },
    {
      id: 'pipeline',
      header: 'Etap',
      cell: (row) =>
        row.pipeline?.name ?? (
          <Text span c="dimmed" fz="inherit">
            {t.noPipeline}
          </Text>
        ),
    },
    {
      id: 'services',
      header: 'Usługi',
      cell: (row) => (
        <Stack gap={2}>
          <Text span fz="inherit">{`${row.assignedCount} / ${row.servicesCount}`}</Text>
          {row.awaitingAnswerCount > 0 ? (
            <Text span fz="xs" c="dimmed">
              {t.awaitingCount(row.awaitingAnswerCount)}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'guardian',
      header: 'Opiekun',
      cell: (row) =>
        row.guardian ? (
          personOf(row.guardian)
        ) : (
          <Text span c="dimmed" fz="inherit">
            {t.noGuardian}
          </Text>
        ),
    },
    {
      id: 'waitingSince',
      header: 'Czeka od',
      sort: [{ key: 'waitingSince', label: 'Czeka od' }],
      cell: (row) => {
        const since = new Date(row.waitingSince);
        return (
          <Stack gap={2}>
            <Text span fz="inherit">
              {polishDate(since)}
            </Text>
            <Text span fz="xs" c="dimmed">
              {waitedFor(since)}
            </Text>
          </Stack>
        );
      },
    },
    {
      id: 'createdAt',
      header: 'Utworzono',
      sort: [{ key: 'createdAt', label: 'Data utworzenia' }],
      cell: (row) => polishDate(new Date(row.createdAt)),
    },
  ],
  rowName,
  actions: (row) => (
    <Group gap="xs" wrap="nowrap">
      <RowLink to={orderDetailPath(row)} text={t.open} rowName={rowName(row)} />
    </Group>
  ),
};
