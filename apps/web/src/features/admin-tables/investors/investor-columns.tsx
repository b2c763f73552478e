import type { InvestorListItem, InvestorSortKey } from '@handlowo/contract';
import { Badge, Text } from '@mantine/core';
import { paths } from '@/config/paths.ts';
import { polishDate } from '@/lib/order-texts.ts';
import { RowLink } from '../components/row-link.tsx';
import type { TableSpec } from '../components/table-spec.ts';
import { tableTexts } from '../lib/texts.ts';

const personOf = (row: InvestorListItem) => `${row.firstName} ${row.lastName}`;

/** The investor table of spec document 2 ("Investor table"). */
export const investorTableSpec: TableSpec<InvestorListItem, InvestorSortKey> = {
  label: 'Inwestorzy',
  columns: [
    {
      id: 'company',
      header: 'Firma',
      sort: [{ key: 'company', label: 'Firma' }],
      cell: (row) =>
        row.company ?? (
          <Text span c="dimmed" fz="inherit">
            {tableTexts.noData}
          </Text>
        ),
    },
    { id: 'person', header: 'Osoba kontaktowa', cell: personOf },
    { id: 'email', header: 'E-mail', cell: (row) => row.email },
    {
      id: 'phone',
      header: 'Numer telefonu',
      cell: (row) =>
        row.phone ?? (
          <Text span c="dimmed" fz="inherit">
            {tableTexts.noPhone}
          </Text>
        ),
    },
    {
      id: 'createdAt',
      header: 'Data dołączenia',
      sort: [{ key: 'createdAt', label: 'Data dołączenia' }],
      cell: (row) => polishDate(new Date(row.createdAt)),
    },
    {
      id: 'hasActiveOrder',
      header: 'Czy posiada aktywne zlecenie',
      sort: [{ key: 'hasActiveOrder', label: 'Aktywne zlecenie' }],
      cell: (row) =>
        row.hasActiveOrder ? (
          // Filled: green text on the light green badge is 3.8:1, under WCAG's 4.5:1 at 11 px.
          <Badge color="green.9" variant="filled">
            {tableTexts.yes}
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            {tableTexts.no}
          </Badge>
        ),
    },
  ],
  rowName: (row) => (row.company ? `${row.company} (${personOf(row)})` : personOf(row)),
  actions: (row) => (
    <RowLink
      to={paths.admin.investorById.to(row.id)}
      text={tableTexts.details}
      rowName={row.company ?? personOf(row)}
    />
  ),
};
