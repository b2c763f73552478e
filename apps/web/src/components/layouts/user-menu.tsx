import {
  Avatar,
  Badge,
  Box,
  Group,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { adminAvatarQueryOptions } from '@/features/admin-account/api/admin-avatar.ts';
import { useUser } from '@/features/auth/api/get-me.ts';
import { avatarQueryOptions } from '@/features/profile/api/get-avatar.ts';
import { lazyDropdown, useLazyMenu } from './lazy-menu.ts';

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

const dropdown = lazyDropdown(() =>
  import('./user-menu-dropdown.tsx').then((module) => module.UserMenuDropdown),
);

/**
 * The user menu of the authenticated shell: avatar (or initials), name, 'Admin' tag, and the
 * items of spec document 1 section 2 ("Authenticated shell"). The button is painted with the
 * screen; the menu's code (about 18 kB gzip with Mantine's Menu, Popover and focus trap) loads
 * when the user reaches for it (lazy-menu.ts).
 */
export function UserMenu({ user, onLogout }: { user: ShellUser; onLogout: () => void }) {
  const { Dropdown, dropdownProps, triggerProps } = useLazyMenu(dropdown);
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    <>
      {/* Named by its own text (the name and the tag, shown from `sm`) plus a hidden 'Menu
          użytkownika', so the spoken name contains what is seen (WCAG 2.5.3). */}
      <UnstyledButton {...triggerProps}>
        <Group gap="xs" wrap="nowrap">
          <NavbarAvatar initials={initialsOf(user)} />
          {/* The name beside the avatar only from 1408 px: below, the freelancer's bar with its
              items' labels has no room for it, and squeezed it read 'A n.' (issue 28). The
              button's accessible name always holds the whole name. */}
          <Stack gap={0} visibleFrom="xl">
            <Text size="sm" fw={600} lh={1.2} maw={160} truncate="end" title={name}>
              {name}
            </Text>
            {user.isAdmin && (
              <Badge size="xs" variant="light" w="fit-content" tt="none">
                Admin
              </Badge>
            )}
          </Stack>
          <VisuallyHidden>Menu użytkownika</VisuallyHidden>
          {/* From `sm` up: on a phone the avatar alone leaves the top bar room for
              'Wiadomości' and the bell (issue 26). */}
          <Box visibleFrom="sm" display="flex">
            <IconChevronDown size={16} aria-hidden />
          </Box>
        </Group>
      </UnstyledButton>
      {Dropdown ? <Dropdown {...dropdownProps} user={user} onLogout={onLogout} /> : null}
    </>
  );
}
