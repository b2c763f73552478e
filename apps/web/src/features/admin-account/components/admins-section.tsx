import {
  Avatar,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconRefresh, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { initialsOf } from '@/components/layouts/user-menu.tsx';
import { type AdminListItem, adminsQueryOptions } from '../api/admins.ts';
import { InviteAdminModal } from './invite-admin-modal.tsx';
import { RemoveAdminModal } from './remove-admin-modal.tsx';

function AdminRow({
  admin,
  self,
  onRemove,
}: {
  admin: AdminListItem;
  self: boolean;
  onRemove: () => void;
}) {
  const name = `${admin.firstName} ${admin.lastName}`.trim() || admin.email;
  return (
    <Group component="li" justify="space-between" gap="sm" wrap="nowrap" py="xs">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Avatar src={admin.pictureData} radius="xl" size={36} color="brand" alt="" aria-hidden>
          {initialsOf(admin)}
        </Avatar>
        <Stack gap={0} miw={0}>
          <Group gap={6} wrap="nowrap">
            <Text fw={600} size="sm" truncate="end">
              {name}
            </Text>
            {self && (
              <Badge size="xs" variant="light" tt="none">
                To Ty
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" truncate="end">
            {admin.email}
          </Text>
        </Stack>
      </Group>
      {!self && (
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={onRemove}
          aria-label={`Usuń: ${name}`}
        >
          Usuń
        </Button>
      )}
    </Group>
  );
}

/**
 * 'Administratorzy' (ours, issue 10): who can sign in to the panel (F10, small avatars), inviting
 * another admin and removing one. Oneself has no 'Usuń' (the server refuses it too).
 */
export function AdminsSection({ selfId }: { selfId: number }) {
  const headingId = useId();
  const admins = useInfiniteQuery(adminsQueryOptions());
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<AdminListItem | null>(null);
  const list = admins.data?.pages.flatMap((page) => page.content) ?? [];

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id={headingId}>
            Administratorzy
          </Title>
          <Button
            variant="light"
            leftSection={<IconUserPlus size={16} aria-hidden />}
            onClick={() => setInviting(true)}
          >
            Dodaj administratora
          </Button>
        </Group>
        {admins.isPending ? (
          <Center h={80}>
            <Loader size="sm" aria-label="Ładowanie listy administratorów" role="status" />
          </Center>
        ) : admins.isError ? (
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              Nie udało się wczytać listy administratorów.
            </Text>
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={() => void admins.refetch()}
            >
              Spróbuj ponownie
            </Button>
          </Group>
        ) : (
          <Stack
            component="ul"
            gap={0}
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-labelledby={headingId}
          >
            {list.map((admin) => (
              <AdminRow
                key={admin.id}
                admin={admin}
                self={admin.id === selfId}
                onRemove={() => setRemoving(admin)}
              />
            ))}
          </Stack>
        )}
        {admins.hasNextPage && (
          <Button
            variant="default"
            w="fit-content"
            loading={admins.isFetchingNextPage}
            onClick={() => void admins.fetchNextPage()}
          >
            Pokaż więcej
          </Button>
        )}
      </Stack>
      <InviteAdminModal opened={inviting} onClose={() => setInviting(false)} />
      <RemoveAdminModal admin={removing} onClose={() => setRemoving(null)} />
    </Card>
  );
}
