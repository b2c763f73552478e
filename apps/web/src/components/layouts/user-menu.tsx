import {
  Avatar,
  Badge,
  Group,
  Menu,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconChevronDown,
  IconKey,
  IconLogout,
  IconSettings,
  IconUserEdit,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { adminAvatarQueryOptions } from '@/features/admin-account/api/admin-avatar.ts';
import { useUser } from '@/features/auth/api/get-me.ts';
import { avatarQueryOptions } from '@/features/profile/api/get-avatar.ts';
import { disabledItemClass, UnderConstructionItemTooltip } from '../ui/under-construction.tsx';

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

/**
 * A menu item that does not work yet: reachable with the arrow keys (so its tooltip can be read),
 * announced as unavailable, and activating it does nothing and keeps the menu open.
 */
function DisabledItem({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <UnderConstructionItemTooltip>
      {(descriptionId) => (
        <Menu.Item
          leftSection={icon}
          aria-disabled="true"
          aria-describedby={descriptionId}
          className={disabledItemClass}
          closeMenuOnClick={false}
        >
          {label}
        </Menu.Item>
      )}
    </UnderConstructionItemTooltip>
  );
}

/**
 * The logged user's small avatar (D4 `?size=small`, 96 px; an admin's is F17 `?size=small`), with
 * the initials while it loads, when there is none or when it fails. An avatar save invalidates
 * `avatarKeys.all` (an admin's `adminQueryKeys.avatar`), which refreshes it here without a
 * reload. Decorative: the menu button is named by its own text.
 */
function NavbarAvatar({ initials }: { initials: string }) {
  const { data: me } = useUser();
  // The temporary investor's local stand-in has id 0 and no avatar.
  const id = me && me.id > 0 ? me.id : null;
  const admin = me?.role === 'ADMIN';
  const avatar = useQuery({
    ...avatarQueryOptions(id ?? 0, 'small'),
    enabled: id !== null && !admin,
  });
  const adminAvatar = useQuery({ ...adminAvatarQueryOptions('small'), enabled: admin });
  const picture = admin ? adminAvatar.data : avatar.data;
  return (
    <Avatar
      src={picture?.pictureData ?? null}
      color="brand"
      radius="xl"
      size={36}
      alt=""
      aria-hidden
    >
      {initials}
    </Avatar>
  );
}

/**
 * The user menu of the authenticated shell: avatar (or initials), name, 'Admin' tag, and the
 * items of spec document 1 section 2 ("Authenticated shell").
 */
export function UserMenu({ user, onLogout }: { user: ShellUser; onLogout: () => void }) {
  const navigate = useNavigate();
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    // Without Mantine's focus placeholder: an unnamed element inside role="menu" that axe reports
    // as a critical aria-required-children violation.
    <Menu
      position="bottom-end"
      width={260}
      transitionProps={{ duration: 300 }}
      withinPortal
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        {/* Named by its own text (the name and the tag, shown from `sm`) plus a hidden 'Menu
            użytkownika', so the spoken name contains what is seen (WCAG 2.5.3). */}
        <UnstyledButton>
          <Group gap="xs" wrap="nowrap">
            <NavbarAvatar initials={initialsOf(user)} />
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
            <VisuallyHidden>Menu użytkownika</VisuallyHidden>
            <IconChevronDown size={16} aria-hidden />
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
        {/* An admin changes the password on the account page (spec document 2 section 2). */}
        {user.isAdmin ? (
          <Menu.Item
            leftSection={<IconKey size={16} />}
            onClick={() => navigate(paths.admin.editData)}
          >
            Zmień hasło
          </Menu.Item>
        ) : (
          <DisabledItem icon={<IconKey size={16} />} label="Zmień hasło" />
        )}
        <DisabledItem icon={<IconSettings size={16} />} label="Ustawienia" />
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={onLogout}>
          Wyloguj się
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
