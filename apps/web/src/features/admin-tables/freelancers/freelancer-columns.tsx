import {
  avatarSource,
  experienceLevel,
  type FreelancerListItem,
  type FreelancerSortKey,
} from '@handlowo/contract';
import { Avatar, Group, Text } from '@mantine/core';
import { paths } from '@/config/paths.ts';
import { RowLink } from '../components/row-link.tsx';
import type { TableSpec } from '../components/table-spec.ts';
import { UserDataActions } from '../components/user-data-actions.tsx';
import { tableTexts } from '../lib/texts.ts';

const nameOf = (row: FreelancerListItem) => `${row.firstName} ${row.lastName}`;

const missing = (
  <Text span c="dimmed" fz="inherit">
    {tableTexts.noData}
  </Text>
);

/**
 * The freelancer table of spec document 2 ("Freelancer table"). The name column sorts by last
 * name or by first name (two keys of the spec, one column): each has its own small button.
 */
export const freelancerTableSpec: TableSpec<FreelancerListItem, FreelancerSortKey> = {
  label: 'Freelancerzy',
  columns: [
    {
      id: 'name',
      header: 'Imię i nazwisko',
      sort: [
        { key: 'lastName', label: 'Nazwisko' },
        { key: 'firstName', label: 'Imię' },
      ],
      cell: (row) => (
        <Group gap="sm" wrap="nowrap">
          {/* The small rendition (never the full picture); decorative next to the name. One
              colour for the initials: the name-derived palette misses AA contrast. */}
          <Avatar
            src={avatarSource(row.userAvatar)}
            alt=""
            name={nameOf(row)}
            color="brand"
            radius="xl"
            size="sm"
            aria-hidden
          />
          <span>{nameOf(row)}</span>
        </Group>
      ),
    },
    {
      id: 'company',
      header: 'Firma',
      sort: [{ key: 'company', label: 'Firma' }],
      cell: (row) => row.company ?? missing,
    },
    { id: 'email', header: 'E-mail', cell: (row) => row.email },
    {
      id: 'experience',
      header: 'Doświadczenie',
      cell: (row) => (row.experienceLevel ? experienceLevel.labels[row.experienceLevel] : missing),
    },
  ],
  rowName: nameOf,
  actions: (row) => (
    <Group gap="xs" wrap="nowrap">
      <RowLink
        to={paths.freelancer.profileById.to(row.id)}
        text={tableTexts.checkProfile}
        rowName={nameOf(row)}
      />
      <UserDataActions
        user={{
          id: row.id,
          role: 'FREELANCER',
          firstName: row.firstName,
          lastName: row.lastName,
          email: row.email,
          company: row.company,
        }}
        rowName={nameOf(row)}
      />
    </Group>
  ),
};
