import type { InvestorListItem, InvestorSortKey } from '@handlowo/contract';
import { Badge, Group, Text } from '@mantine/core';
import { paths } from '@/config/paths.ts';
import { polishDate } from '@/lib/order-texts.ts';
import { RowLink } from '../components/row-link.tsx';
import type { TableSpec } from '../components/table-spec.ts';
import { UserDataActions } from '../components/user-data-actions.tsx';
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
          // Filled teal.9 (white on #087f5b, 5.0:1): green text on the light green badge is 3.8:1
          // and white on green.9 4.4:1, both under WCAG's 4.5:1 at 11 px.
          <Badge color="teal.9" variant="filled">
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
    <Group gap="xs" wrap="nowrap">
      <RowLink
        to={paths.admin.investorById.to(row.id)}
        text={tableTexts.details}
        rowName={row.company ?? personOf(row)}
      />
      <UserDataActions
        user={{
          id: row.id,
          role: 'INVESTOR',
          firstName: row.firstName,
          lastName: row.lastName,
          email: row.email,
          company: row.company,
        }}
        rowName={row.company ?? personOf(row)}
      />
    </Group>
  ),
};
