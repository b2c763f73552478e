import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconHelpCircle, IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import type { TopBarUser } from './top-bar.tsx';
import { HELP_LABEL } from './top-bar-variant.ts';

// The top bar's parts that only a session or an investor screen shows (loaded lazily by top-bar.tsx).

const LOGOUT = 'Wyloguj';

/**
 * 'Witaj, {imię} {nazwisko}' and 'Wyloguj'. Phones (below `sm`) get the first name only, cut with
 * an ellipsis when long, and the logout as an icon button named 'Wyloguj', so the bar fits 320 px.
 */
export function Greeting({ user, onLogout }: { user: TopBarUser; onLogout?: () => void }) {
  const name = `${user.firstName} ${user.lastName}`.trim();
  const firstName = user.firstName.trim();
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Text size="sm" truncate="end" miw={0} maw={320} visibleFrom="sm">
        {name ? `Witaj, ${name}` : 'Witaj'}
      </Text>
      <Text size="sm" truncate="end" miw={0} hiddenFrom="sm">
        {firstName ? `Witaj, ${firstName}` : 'Witaj'}
      </Text>
      {onLogout && (
        <>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconLogout size={16} aria-hidden />}
            onClick={onLogout}
            visibleFrom="sm"
            // The greeting gives way to a long name, never the button (issue 28: a 50-letter
            // surname squeezed 'Wyloguj' to nothing).
            style={{ flexShrink: 0 }}
          >
            {LOGOUT}
          </Button>
          <Tooltip label={LOGOUT}>
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={LOGOUT}
              onClick={onLogout}
              hiddenFrom="sm"
            >
              <IconLogout size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </>
      )}
    </Group>
  );
}

/** The phone's help link: an icon button named 'Potrzebujesz pomocy?' with that tooltip. */
export function HelpIconLink() {
  return (
    <Tooltip label={HELP_LABEL}>
      <ActionIcon
        component={Link}
        to={paths.home}
        variant="subtle"
        size="lg"
        aria-label={HELP_LABEL}
        hiddenFrom="sm"
      >
        <IconHelpCircle size={20} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
