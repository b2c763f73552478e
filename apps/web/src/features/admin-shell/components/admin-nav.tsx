import type { Stats } from '@handlowo/contract';
import { Badge, Center, Group, Loader, NavLink, Stack } from '@mantine/core';
import {
  IconBriefcase,
  IconBuildingStore,
  IconLayoutDashboard,
  IconUsers,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import {
  disabledItemClass,
  UnderConstructionTooltip,
} from '@/components/ui/under-construction.tsx';
import { useUser } from '@/features/auth/api/get-me.ts';
import { useStats } from '../api/get-stats.ts';
import { type AdminNavItem, adminNavItems, isNavItemActive } from '../lib/nav-items.ts';

const icons = {
  Pulpit: IconLayoutDashboard,
  Zlecenia: IconBriefcase,
  Inwestorzy: IconBuildingStore,
  Freelancerzy: IconUsers,
} as const;

/** Why a disabled link leads nowhere (ours: the screen exists, the spec keeps the link off). */
const disabledHints: Record<string, string> = {
  Pulpit: 'Pulpit otworzysz, klikając logo Handlowo',
};

function Counter({ value, active }: { value: number | undefined; active: boolean }) {
  if (value === undefined) return null;
  return (
    <Badge size="sm" variant={active ? 'filled' : 'light'} circle={value < 10}>
      {value}
    </Badge>
  );
}

function Item({
  item,
  stats,
  pathname,
  vertical,
}: {
  item: AdminNavItem;
  stats: Stats;
  pathname: string;
  vertical: boolean;
}) {
  const Icon = icons[item.label as keyof typeof icons];
  const active = isNavItemActive(item, pathname);
  const common = {
    label: item.label,
    leftSection: <Icon size={18} stroke={1.6} aria-hidden />,
    rightSection: (
      <Counter value={item.counter ? stats[item.counter] : undefined} active={active} />
    ),
    w: vertical ? '100%' : 'auto',
    style: { borderRadius: 'var(--mantine-radius-md)', whiteSpace: 'nowrap' as const },
  };
  if (item.disabled) {
    // A link without a target, like the freelancer's disabled items: neither Tab, Enter nor a
    // click reaches a route; the focusable wrapper carries the hint.
    return (
      <UnderConstructionTooltip label={disabledHints[item.label]} block={vertical}>
        <NavLink
          component="span"
          role="link"
          aria-disabled="true"
          className={disabledItemClass}
          {...common}
        />
      </UnderConstructionTooltip>
    );
  }
  return (
    <NavLink
      component={Link}
      to={item.path}
      active={active}
      aria-current={active ? 'page' : undefined}
      {...common}
    />
  );
}

/**
 * The admin panel's navigation (spec document 2 section 2): four links with the F1 counters.
 * A loader stands in while the user or the counters load, when loading failed, or when the
 * counters are missing (the spec's rule). `vertical` is the phone drawer's layout.
 */
export function AdminNav({ vertical }: { vertical: boolean }) {
  const { pathname } = useLocation();
  const user = useUser();
  const stats = useStats();

  if (user.isPending || !user.data || !stats.data) {
    return (
      <Center h={vertical ? 120 : 40} miw={vertical ? undefined : 120}>
        <Loader size="sm" aria-label="Ładowanie nawigacji" role="status" />
      </Center>
    );
  }
  const items = adminNavItems.map((item) => (
    <Item key={item.path} item={item} stats={stats.data} pathname={pathname} vertical={vertical} />
  ));
  return vertical ? (
    <Stack gap={4}>{items}</Stack>
  ) : (
    <Group gap={4} wrap="nowrap">
      {items}
    </Group>
  );
}
