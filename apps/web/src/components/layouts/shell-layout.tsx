import {
  AppShell,
  Box,
  Burger,
  Button,
  Container,
  Group,
  NavLink,
  Stack,
  useMantineTheme,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import {
  IconBriefcase,
  IconCreditCard,
  IconLayoutDashboard,
  IconPackage,
  IconPlus,
  IconUserShield,
} from '@tabler/icons-react';
import {
  type KeyboardEvent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useId,
  useRef,
} from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths.ts';
import { NotificationBell } from '@/features/notifications/index.ts';
import { Logo } from '../ui/logo.tsx';
import { disabledItemClass, UnderConstructionTooltip } from '../ui/under-construction.tsx';
import { Footer } from './footer.tsx';
import compactNav from './shell-nav.module.css';
import { type ShellUser, UserMenu } from './user-menu.tsx';

/**
 * The top navigation of the freelancer shell (spec document 1 section 1). Pulpit, Zlecenia,
 * Produkty and Opiekun are the workspace (issue 25); Płatności stays disabled with the spec's
 * tooltip (payments are out of scope).
 */
const navItems = [
  { label: 'Pulpit', icon: IconLayoutDashboard, to: paths.freelancer.dashboard },
  { label: 'Zlecenia', icon: IconBriefcase, to: paths.freelancer.orders },
  { label: 'Produkty', icon: IconPackage, to: paths.freelancer.products },
  { label: 'Opiekun', icon: IconUserShield, to: paths.freelancer.guardians },
  { label: 'Płatności', icon: IconCreditCard, to: null },
] as const;

// 'Wiadomości' (issue 26) with its counter loads after the screen: the profile's first load
// (its bundle budget) does not carry it. The placeholder keeps its place, so nothing shifts.
const MessagesNavLink = lazy(() =>
  import('@/features/messages/components/messages-nav-link.tsx').then((module) => ({
    default: module.MessagesNavLink,
  })),
);

/** Below this width (Mantine's `md`) the navigation moves from the top bar into the drawer. */
const DRAWER_BREAKPOINT = 'md';
const HEADER_HEIGHT = 68;
const NAV_LABEL = 'Nawigacja główna';

/**
 * The workspace's items are links, marked current on their screens (a brief counts as
 * Zlecenia). Płatności leads nowhere yet: without `href` and marked `aria-disabled`, so neither
 * Tab nor Enter nor a click reaches a route; the focusable wrapper carries its tooltip.
 */
function NavItems({ vertical }: { vertical: boolean }) {
  const { pathname } = useLocation();
  const style = { borderRadius: 'var(--mantine-radius-md)' };
  const items = navItems.map(({ label, icon: Icon, to }) => {
    const leftSection = <Icon size={18} stroke={1.6} aria-hidden />;
    const w = vertical ? '100%' : 'auto';
    // In the top bar the label hides below 80em (shell-nav.module.css); the name stays.
    const compact = vertical
      ? {}
      : {
          'aria-label': label,
          title: label,
          classNames: { body: compactNav.body, section: compactNav.section },
        };
    if (to === null) {
      return (
        <UnderConstructionTooltip key={label} block={vertical}>
          <NavLink
            component="span"
            role="link"
            aria-disabled="true"
            label={label}
            leftSection={leftSection}
            className={disabledItemClass}
            w={w}
            style={style}
            // Its tooltip already shows; a title would add a second one.
            {...compact}
            title={undefined}
          />
        </UnderConstructionTooltip>
      );
    }
    const current = pathname === to || pathname.startsWith(`${to}/`);
    return (
      <NavLink
        key={label}
        component={Link}
        to={to}
        label={label}
        leftSection={leftSection}
        active={current}
        aria-current={current ? 'page' : undefined}
        w={w}
        style={style}
        {...compact}
      />
    );
  });
  return vertical ? (
    <Stack gap={4}>{items}</Stack>
  ) : (
    <Group gap={4} wrap="nowrap">
      {items}
    </Group>
  );
}

/** The spec's 'Przyjmij zlecenie': leads to the offers waiting for an answer (issue 25). */
function TakeOrderButton({ fullWidth }: { fullWidth: boolean }) {
  return (
    <Button
      component={Link}
      to={`${paths.freelancer.orders}?tab=OFFERED`}
      leftSection={<IconPlus size={16} aria-hidden />}
      fullWidth={fullWidth}
    >
      Przyjmij zlecenie
    </Button>
  );
}

/**
 * What the shell's navigation holds: the links (in the top bar from `md` up, in the drawer below)
 * and an optional action button next to the user menu.
 */
export interface ShellNavigation {
  items: (vertical: boolean) => ReactNode;
  action?: (fullWidth: boolean) => ReactNode;
}

/** The freelancer's navigation, the default. */
const freelancerNavigation: ShellNavigation = {
  items: (vertical) => <NavItems vertical={vertical} />,
  action: (fullWidth) => <TakeOrderButton fullWidth={fullWidth} />,
};

/**
 * The authenticated shell: top bar (logo, navigation, user menu), content, footer. From `md` up
 * the navigation sits in the top bar; on smaller screens a burger opens it as a drawer under the
 * top bar, while the user menu (and so 'Wyloguj się') stays in the top bar at every width.
 */
export function ShellLayout({
  user,
  onLogout,
  navigation = freelancerNavigation,
  children,
}: {
  user: ShellUser;
  onLogout: () => void;
  /** The admin panel passes its own (features/admin-shell). */
  navigation?: ShellNavigation;
  children: ReactNode;
}) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const drawerId = useId();
  const { pathname } = useLocation();
  const theme = useMantineTheme();
  // Read on the first render: an answer in an effect re-rendered the whole frame right after the
  // app took the painted page over (issue 30).
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints[DRAWER_BREAKPOINT]})`, undefined, {
    getInitialValueInEffect: false,
  });

  // A new screen or a window grown past the breakpoint closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(close, [pathname, close]);
  useEffect(() => {
    if (wide) close();
  }, [wide, close]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !opened) return;
    close();
    burgerRef.current?.focus();
  };

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{
        width: 280,
        breakpoint: DRAWER_BREAKPOINT,
        collapsed: { mobile: !opened, desktop: true },
      }}
      padding={0}
      onKeyDown={closeOnEscape}
    >
      <AppShell.Header>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap">
              <Burger
                ref={burgerRef}
                opened={opened}
                onClick={toggle}
                hiddenFrom={DRAWER_BREAKPOINT}
                size="sm"
                aria-label="Menu nawigacji"
                aria-expanded={opened}
                aria-controls={drawerId}
              />
              <Link to={paths.home} aria-label="Handlowo – strona główna">
                <Logo />
              </Link>
              <Box component="nav" aria-label={NAV_LABEL} visibleFrom={DRAWER_BREAKPOINT} ml="xs">
                {navigation.items(false)}
              </Box>
            </Group>
            {/* `sm` apart: with 'Wiadomości' (issue 26) the bar still fits 375 and 1280 px. */}
            <Group gap="sm" wrap="nowrap">
              {navigation.action ? (
                <Box visibleFrom={DRAWER_BREAKPOINT}>{navigation.action(false)}</Box>
              ) : null}
              {/* Issue 26: the conversations of every role, with their unread count. */}
              <Suspense fallback={<Box w={34} h={34} style={{ flexShrink: 0 }} />}>
                <MessagesNavLink />
              </Suspense>
              <NotificationBell />
              <UserMenu user={user} onLogout={onLogout} />
            </Group>
          </Group>
        </Container>
      </AppShell.Header>
      {/* Closed, the drawer is only moved out of view: its content is not rendered then, so it
          is neither in the tab order nor in the accessibility tree. */}
      <AppShell.Navbar id={drawerId} p="md" inert={!opened}>
        {opened && !wide ? (
          <Stack component="nav" aria-label={NAV_LABEL} gap="md">
            {navigation.items(true)}
            {navigation.action?.(true)}
          </Stack>
        ) : null}
      </AppShell.Navbar>
      <AppShell.Main bg="var(--mantine-color-gray-0)">
        {/* At least the viewport's height: the footer starts below the fold, so sections that
            grow as their data arrives do not shift it on screen (Lighthouse's CLS). */}
        <Box mih={`calc(100vh - ${HEADER_HEIGHT}px)`} py="xl">
          <Container size="lg">{children}</Container>
        </Box>
        <Footer />
      </AppShell.Main>
    </AppShell>
  );
}
