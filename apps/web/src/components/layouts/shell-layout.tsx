import { AppShell, Box, Button, Container, Group, NavLink } from '@mantine/core';
import {
  IconBriefcase,
  IconCreditCard,
  IconLayoutDashboard,
  IconPackage,
  IconPlus,
  IconUserShield,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { Logo } from '../ui/logo.tsx';
import { UnderConstructionTooltip } from '../ui/under-construction.tsx';
import { Footer } from './footer.tsx';
import { type ShellUser, UserMenu } from './user-menu.tsx';

/** The top navigation of the freelancer shell; all disabled for now (spec document 1 section 1). */
const navItems = [
  { label: 'Pulpit', href: paths.dashboard, icon: IconLayoutDashboard },
  { label: 'Zlecenia', href: undefined, icon: IconBriefcase },
  { label: 'Produkty', href: undefined, icon: IconPackage },
  { label: 'Opiekun', href: undefined, icon: IconUserShield },
  { label: 'Płatności', href: undefined, icon: IconCreditCard },
] as const;

function NavItems() {
  return (
    <Group gap={4} wrap="nowrap" visibleFrom="md">
      {navItems.map(({ label, href, icon: Icon }) => (
        <UnderConstructionTooltip key={label}>
          <NavLink
            component={Link}
            to={href ?? paths.dashboard}
            label={label}
            leftSection={<Icon size={18} stroke={1.6} />}
            disabled
            w="auto"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        </UnderConstructionTooltip>
      ))}
    </Group>
  );
}

/** The authenticated shell: top navbar (logo, disabled items, user menu), content, footer. */
export function ShellLayout({
  user,
  onLogout,
  children,
}: {
  user: ShellUser;
  onLogout: () => void;
  children: ReactNode;
}) {
  return (
    <AppShell header={{ height: 68 }} padding={0}>
      <AppShell.Header>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
            <Group gap="xl" wrap="nowrap">
              <Link to={paths.home} aria-label="Handlowo – strona główna">
                <Logo />
              </Link>
              <NavItems />
            </Group>
            <Group gap="md" wrap="nowrap">
              <UnderConstructionTooltip>
                <Button leftSection={<IconPlus size={16} />} disabled>
                  Przyjmij zlecenie
                </Button>
              </UnderConstructionTooltip>
              <UserMenu user={user} onLogout={onLogout} />
            </Group>
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Main bg="var(--mantine-color-gray-0)">
        <Box mih="calc(100vh - 68px - 64px)" py="xl">
          <Container size="lg">{children}</Container>
        </Box>
        <Footer />
      </AppShell.Main>
    </AppShell>
  );
}
