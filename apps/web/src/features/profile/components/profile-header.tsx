import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';

/**
 * The page header: the owner reads 'Twój profil'; an admin reads 'Profil freelancera' with the
 * freelancer's name and a way back to the freelancer list (spec document 2 section 2: the header
 * differs for ADMIN).
 */
export function ProfileHeader({ isAdmin, name }: { isAdmin: boolean; name?: string }) {
  if (!isAdmin) {
    return (
      <Title order={1} size="h2">
        Twój profil
      </Title>
    );
  }
  return (
    <Stack gap={4}>
      <Anchor component={Link} to={paths.admin.freelancers} size="sm" w="fit-content">
        <Group gap={4} wrap="nowrap" component="span">
          <IconArrowLeft size={16} aria-hidden />
          Wróć do listy freelancerów
        </Group>
      </Anchor>
      <Title order={1} size="h2">
        Profil freelancera
      </Title>
      {name ? <Text c="dimmed">{name} · podgląd tylko do odczytu</Text> : null}
    </Stack>
  );
}
