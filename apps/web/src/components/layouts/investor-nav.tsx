import { ActionIcon, Anchor, Box, Group, Menu } from '@mantine/core';
import { IconHelpCircle, IconMenu2 } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths.ts';
import { openMyData } from '@/features/account-data/open-lazily.ts';
import { useLogout } from '@/features/auth/hooks/use-logout.ts';

/**
 * Below this width (Mantine's `lg`, 1200 px) the links fold into a menu, so the top bar fits from
 * 375 px up: at `md` (992 px) the five links, the help link, the two icons and 'Wyloguj' passed
 * the bar's width by about 10 px.
 */
const INLINE_FROM = 'lg';
const NAV_LABEL = 'Nawigacja inwestora';
/** Opens the data export and the account's deletion (issue 12), as the shell's user menu does. */
const MY_DATA = 'Moje dane';
/** The account settings of a registered investor (issue 25), as the shell's user menu has them. */
const EDIT_DATA = 'Edycja danych';
const CHANGE_PASSWORD = 'Zmień hasło';
/** Which notifications also come by e-mail (issue 25). */
const SETTINGS = 'Ustawienia';

/**
 * The investor's screens (ours, issue 9): the service wizard for every investor, "Moje zlecenia"
 * (issue 27: every order) only for a registered one (the guard sends the temporary investor to
 * /investor/start).
 */
export function investorNavItems(registered: boolean): { label: string; to: string }[] {
  const items = [{ label: 'Definiowanie usługi', to: paths.investor.service as string }];
  if (registered) items.push({ label: 'Moje zlecenia', to: paths.investor.orders });
  return items;
}

/**
 * The investor navigation of the top bar: links from `md` up, a menu button on phones. The
 * current screen's link carries `aria-current="page"`. `withHelp` adds 'Potrzebujesz pomocy?' to
 * the menu, in place of the bar's help icon on phones. A registered investor also gets 'Moje
 * dane' (not the temporary one: its data goes by itself after 30 days), here rather than next to
 * the greeting, where it would squeeze the greeting and the help link.
 */
export function InvestorNav({ registered, withHelp }: { registered: boolean; withHelp: boolean }) {
  const { pathname } = useLocation();
  const logout = useLogout();
  const openData = () => openMyData(logout);
  const items = investorNavItems(registered);
  const current = (to: string) => (pathname === to ? 'page' : undefined);

  return (
    <>
      <Box component="nav" aria-label={NAV_LABEL} visibleFrom={INLINE_FROM} ml="xs">
        <Group gap="lg" wrap="nowrap">
          {items.map((item) => (
            <Anchor
              key={item.to}
              component={Link}
              to={item.to}
              size="sm"
              fw={current(item.to) ? 700 : 500}
              c={current(item.to) ? undefined : 'dark'}
              underline={current(item.to) ? 'always' : 'hover'}
              aria-current={current(item.to)}
              style={{ whiteSpace: 'nowrap' }}
            >
              {item.label}
            </Anchor>
          ))}
          {registered ? (
            <Anchor
              component={Link}
              to={paths.account.details}
              size="sm"
              fw={current(paths.account.details) ? 700 : 500}
              c={current(paths.account.details) ? undefined : 'dark'}
              underline={current(paths.account.details) ? 'always' : 'hover'}
              aria-current={current(paths.account.details)}
              style={{ whiteSpace: 'nowrap' }}
            >
              {EDIT_DATA}
            </Anchor>
          ) : null}
          {registered ? (
            <Anchor
              component={Link}
              to={paths.settings}
              size="sm"
              fw={current(paths.settings) ? 700 : 500}
              c={current(paths.settings) ? undefined : 'dark'}
              underline={current(paths.settings) ? 'always' : 'hover'}
              aria-current={current(paths.settings)}
              style={{ whiteSpace: 'nowrap' }}
            >
              {SETTINGS}
            </Anchor>
          ) : null}
          {registered ? (
            <Anchor
              component="button"
              type="button"
              size="sm"
              fw={500}
              c="dark"
              underline="hover"
              aria-haspopup="dialog"
              onClick={openData}
              style={{ whiteSpace: 'nowrap' }}
            >
              {MY_DATA}
            </Anchor>
          ) : null}
        </Group>
      </Box>
      <Box component="nav" aria-label={NAV_LABEL} hiddenFrom={INLINE_FROM}>
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" size="lg" aria-label="Menu inwestora">
              <IconMenu2 size={20} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {items.map((item) => (
              <Menu.Item
                key={item.to}
                component={Link}
                to={item.to}
                aria-current={current(item.to)}
                fw={current(item.to) ? 700 : undefined}
              >
                {item.label}
              </Menu.Item>
            ))}
            {registered ? (
              <>
                <Menu.Item
                  component={Link}
                  to={paths.account.details}
                  aria-current={current(paths.account.details)}
                >
                  {EDIT_DATA}
                </Menu.Item>
                <Menu.Item
                  component={Link}
                  to={paths.account.password}
                  aria-current={current(paths.account.password)}
                >
                  {CHANGE_PASSWORD}
                </Menu.Item>
                <Menu.Item
                  component={Link}
                  to={paths.settings}
                  aria-current={current(paths.settings)}
                >
                  {SETTINGS}
                </Menu.Item>
                <Menu.Item aria-haspopup="dialog" onClick={openData}>
                  {MY_DATA}
                </Menu.Item>
              </>
            ) : null}
            {withHelp ? (
              <>
                <Menu.Divider />
                <Menu.Item
                  component={Link}
                  to={paths.home}
                  leftSection={<IconHelpCircle size={16} aria-hidden />}
                >
                  Potrzebujesz pomocy?
                </Menu.Item>
              </>
            ) : null}
          </Menu.Dropdown>
        </Menu>
      </Box>
    </>
  );
}
