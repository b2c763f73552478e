import type { Role } from '@handlowo/contract';
import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths.ts';
import { Logo } from '../ui/logo.tsx';
import { HELP_LABEL, isInvestorPath, topBarVariant } from './top-bar-variant.ts';

// Loaded only for a logged investor: its Menu (with Popover) stays out of the login page's bundle.
const InvestorNav = lazy(() =>
  import('./investor-nav.tsx').then((module) => ({ default: module.InvestorNav })),
);

// The greeting and the phone's help icon use Tooltip (with floating-ui, about 20 kB gzip), and
// neither shows on /login: they load when a session or an investor screen needs them.
const Greeting = lazy(() =>
  import('./top-bar-session.tsx').then((module) => ({ default: module.Greeting })),
);
const HelpIconLink = lazy(() =>
  import('./top-bar-session.tsx').then((module) => ({ default: module.HelpIconLink })),
);

// The bell (issue 25) with its stream and panel: only a session's screens load it.
const NotificationBell = lazy(() =>
  import('@/features/notifications/components/notification-bell.tsx').then((module) => ({
    default: module.NotificationBell,
  })),
);

// 'Wiadomości' (issue 26) of a registered investor: only a session's screens load it.
const MessagesNavLink = lazy(() =>
  import('@/features/messages/components/messages-nav-link.tsx').then((module) => ({
    default: module.MessagesNavLink,
  })),
);

export type TopBarUser = {
  firstName: string;
  lastName: string;
  /** An INVESTOR gets the investor navigation (the temporary one, `isMock`, without its order). */
  role?: Role;
  isMock?: boolean;
};

export type TopBarProps = {
  /** The logged user, `null`/`undefined` when nobody is logged in (or not loaded yet). */
  user?: TopBarUser | null;
  onLogout?: () => void;
  /** Defaults to "on the investor screens". */
  showHelpLink?: boolean;
};

/**
 * The top bar of the public and onboarding layouts: the logo (with the investor navigation for a
 * logged investor), then the link to the other auth screen on /login, /reset-password and
 * /registration, or the greeting with 'Wyloguj' elsewhere.
 * Presentational: the session-aware wrapper is `SessionTopBar` of features/auth.
 */
export function TopBar({ user, onLogout, showHelpLink }: TopBarProps) {
  const { pathname } = useLocation();
  const variant = topBarVariant(pathname);
  const helpLink = showHelpLink ?? isInvestorPath(pathname);
  const investor = variant === 'session' && user?.role === 'INVESTOR';

  return (
    <Box
      component="header"
      bg="var(--mantine-color-body)"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
            <Anchor
              component={Link}
              to={paths.home}
              aria-label="Handlowo – strona główna"
              display="flex"
              style={{ flexShrink: 0 }}
            >
              <Logo />
            </Anchor>
            {investor && (
              <Suspense fallback={null}>
                <InvestorNav registered={user?.isMock !== true} withHelp={helpLink} />
              </Suspense>
            )}
          </Group>
          <Group gap="sm" wrap="nowrap" miw={0} justify="flex-end">
            {helpLink && (
              <>
                <Anchor component={Link} to={paths.home} size="sm" visibleFrom="sm" mr="sm">
                  <Group gap={4} wrap="nowrap">
                    <IconHelpCircle size={16} aria-hidden />
                    {HELP_LABEL}
                  </Group>
                </Anchor>
                {/* With the investor navigation, a phone finds help in its menu: the bar keeps
                    room for the greeting. */}
                {investor ? null : (
                  <Suspense fallback={null}>
                    <HelpIconLink />
                  </Suspense>
                )}
              </>
            )}
            {variant === 'suggest-registration' && (
              <Text size="sm">
                Nie masz konta?{' '}
                <Anchor component={Link} to={paths.registration} fw={600} inherit>
                  Załóż konto
                </Anchor>
              </Text>
            )}
            {variant === 'suggest-login' && (
              <Text size="sm">
                Masz konto?{' '}
                <Anchor component={Link} to={paths.login} fw={600} inherit>
                  Zaloguj się
                </Anchor>
              </Text>
            )}
            {/* The registered investor's conversations (the temporary one has none). */}
            {investor && user?.isMock !== true && (
              <Suspense fallback={null}>
                <MessagesNavLink />
              </Suspense>
            )}
            {/* Not for the temporary investor: nothing is ever sent to it. */}
            {variant === 'session' && user && user.isMock !== true && (
              <Suspense fallback={null}>
                <NotificationBell />
              </Suspense>
            )}
            {variant === 'session' && user && (
              <Suspense fallback={null}>
                <Greeting user={user} onLogout={onLogout} />
              </Suspense>
            )}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
