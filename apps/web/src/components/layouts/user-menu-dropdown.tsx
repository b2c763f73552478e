import { Menu } from '@mantine/core';
import { IconDatabase, IconKey, IconLogout, IconSettings, IconUserEdit } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { openMyData } from '@/features/account-data/open-lazily.ts';
import type { LazyDropdownProps } from './lazy-menu.ts';
import { MenuAnchor } from './menu-anchor.tsx';
import type { ShellUser } from './user-menu.tsx';

// The user menu's dropdown, loaded when the user reaches for its trigger (user-menu.tsx).

export interface UserMenuDropdownProps extends LazyDropdownProps {
  user: ShellUser;
  onLogout: () => void;
}

/** The items of spec document 1 section 2 ("Authenticated shell") under the user menu's trigger. */
export function UserMenuDropdown({
  id,
  opened,
  onChange,
  anchor,
  user,
  onLogout,
}: UserMenuDropdownProps) {
  const navigate = useNavigate();
  return (
    // Without Mantine's focus placeholder: an unnamed element inside role="menu" that axe reports
    // as a critical aria-required-children violation.
    <Menu
      id={id}
      opened={opened}
      onChange={onChange}
      position="bottom-end"
      width={260}
      transitionProps={{ duration: 300 }}
      withinPortal
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <MenuAnchor anchor={anchor} />
      </Menu.Target>
      <Menu.Dropdown>
        {/* An e-mail has no spaces: a long one breaks anywhere rather than push the menu (and on
            a phone the page) wider. */}
        <Menu.Label style={{ overflowWrap: 'anywhere' }}>{user.email}</Menu.Label>
        {/* Freelancers edit their data on /account/details (issue 25), admins on their page. */}
        <Menu.Item
          leftSection={<IconUserEdit size={16} />}
          onClick={() => navigate(user.isAdmin ? paths.admin.editData : paths.account.details)}
        >
          Edycja danych
        </Menu.Item>
        {/* An admin changes the password on the account page (spec document 2 section 2). */}
        <Menu.Item
          leftSection={<IconKey size={16} />}
          onClick={() => navigate(user.isAdmin ? paths.admin.editData : paths.account.password)}
        >
          Zmień hasło
        </Menu.Item>
        {/* Which notifications also come by e-mail (issue 25), for every role. */}
        <Menu.Item
          leftSection={<IconSettings size={16} />}
          onClick={() => navigate(paths.settings)}
        >
          Ustawienia
        </Menu.Item>
        {/* The data export and the account's deletion (issue 12); the modal's code loads on the
            first opening, and its deletion ends the session through the logout. */}
        <Menu.Item
          leftSection={<IconDatabase size={16} />}
          aria-haspopup="dialog"
          onClick={() => openMyData(onLogout)}
        >
          Moje dane
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={onLogout}>
          Wyloguj się
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
