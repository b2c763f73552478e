import { Avatar, Badge, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  IconChevronDown,
  IconKey,
  IconLogout,
  IconSettings,
  IconUserEdit,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { UnderConstructionTooltip, underConstruction } from '../ui/under-construction.tsx';

export type ShellUser = {
  firstName: string;
  lastName: string;
  email: string;
  isAdmin: boolean;
};

export function initialsOf({
  firstName,
  lastName,
  email,
}: Pick<ShellUser, 'firstName' | 'lastName' | 'email'>): string {
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
  return initials || email.charAt(0).toUpperCase();
}

function DisabledItem({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <UnderConstructionTooltip label={underConstruction.menu} block>
      <Menu.Item leftSection={icon} disabled>
        {label}
      </Menu.Item>
    </UnderConstructionTooltip>
  );
}

/**
 * The user menu of the authenticated shell: avatar placeholder (initials), name, 'Admin' tag, and
 * the items of spec document 1 section 2 ("Authenticated shell").
 */
export function UserMenu({ user, onLogout }: { user: ShellUser; onLogout: () => void }) {
  const navigate = useNavigate();
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    <Menu position="bottom-end" width={260} transitionProps={{ duration: 300 }} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="Menu użytkownika">
          <Group gap="xs" wrap="nowrap">
            <Avatar color="brand" radius="xl" size={36}>
              {initialsOf(user)}
            </Avatar>
            <Stack gap={0} visibleFrom="sm">
              <Text size="sm" fw={600} lh={1.2}>
                {name}
              </Text>
              {user.isAdmin && (
                <Badge size="xs" variant="light" w="fit-content" tt="none">
                  Admin
                </Badge>
              )}
            </Stack>
            <IconChevronDown size={16} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        {user.isAdmin ? (
          <Menu.Item
            leftSection={<IconUserEdit size={16} />}
            onClick={() => navigate(paths.admin.editData)}
          >
            Edycja danych
          </Menu.Item>
        ) : (
          <DisabledItem icon={<IconUserEdit size={16} />} label="Edycja danych" />
        )}
        <DisabledItem icon={<IconKey size={16} />} label="Zmień hasło" />
        <DisabledItem icon={<IconSettings size={16} />} label="Ustawienia" />
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={onLogout}>
          Wyloguj się
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
