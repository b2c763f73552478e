import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { nameWrap } from '@/components/ui/name-wrap.ts';
import { paths } from '@/config/paths.ts';

/** Where a read-only viewer goes back to: the admin's freelancer list, the investor's order. */
const backLinks = {
  admin: { to: paths.admin.freelancers, label: 'Wróć do listy freelancerów' },
  investor: { to: paths.investor.order, label: 'Wróć do zlecenia' },
} as const;

/**
 * The page header: the owner reads 'Twój profil'; an admin reads 'Profil freelancera' with the
 * freelancer's name and a way back to the freelancer list (spec document 2 section 2: the header
 * differs for ADMIN); an investor (issue 9) the same, with a way back to "Moje zlecenie".
 */
export function ProfileHeader({
  isAdmin,
  isInvestor = false,
  name,
}: {
  isAdmin: boolean;
  isInvestor?: boolean;
  name?: string;
}) {
  if (!isAdmin && !isInvestor) {
    return (
      <Title order={1} size="h2">
        Twój profil
      </Title>
    );
  }
  const back = backLinks[isAdmin ? 'admin' : 'investor'];
  return (
    <Stack gap={4}>
      <Anchor component={Link} to={back.to} size="sm" w="fit-content">
        <Group gap={4} wrap="nowrap" component="span">
          <IconArrowLeft size={16} aria-hidden />
          {back.label}
        </Group>
      </Anchor>
      <Title order={1} size="h2">
        Profil freelancera
      </Title>
      {name ? (
        <Text c="dimmed" style={nameWrap}>
          {name} · podgląd tylko do odczytu
        </Text>
      ) : null}
    </Stack>
  );
}
