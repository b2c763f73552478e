import type { AdminPage } from '@handlowo/contract';
import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { PersonAvatar } from './person-avatar.tsx';

/** An admin of F10/F11 (the contract's AdminSummary). */
export type AdminItem = AdminPage['content'][number];

export interface AdminRowProps {
  admin: AdminItem;
  current: boolean;
  /** This row's assignment is being saved. */
  saving: boolean;
  /** Another row's assignment is being saved. */
  disabled: boolean;
  onAssign: (admin: AdminItem) => void;
}

/** One admin of the guardian list: avatar, name, e-mail and 'Przypisz' (or the current mark). */
export function AdminRow({ admin, current, saving, disabled, onAssign }: AdminRowProps) {
  const name = `${admin.firstName} ${admin.lastName}`;
  return (
    <Paper withBorder p="sm" radius="md">
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <PersonAvatar pictureData={admin.pictureData} name={name} />
          <div style={{ minWidth: 0 }}>
            <Text fw={500} truncate="end">
              {name}
            </Text>
            <Text size="sm" c="dimmed" truncate="end">
              {admin.email}
            </Text>
          </div>
        </Group>
        {current ? (
          <Badge variant="light" color="teal" style={{ flexShrink: 0 }}>
            Obecny opiekun
          </Badge>
        ) : (
          <Button
            size="xs"
            aria-label={`Przypisz ${name}`}
            loading={saving}
            disabled={disabled}
            onClick={() => onAssign(admin)}
            style={{ flexShrink: 0 }}
          >
            Przypisz
          </Button>
        )}
      </Group>
    </Paper>
  );
}
