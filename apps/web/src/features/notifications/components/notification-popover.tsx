import { Popover } from '@mantine/core';
import type { LazyDropdownProps } from '@/components/layouts/lazy-menu.ts';
import { MenuAnchor } from '@/components/layouts/menu-anchor.tsx';
import { texts } from '../texts.ts';
import { NotificationPanel } from './notification-panel.tsx';

// The bell's panel around its trigger, loaded on the first intent to open it (notification-bell.tsx).

/** The latest notifications under the bell; a click on one, or on the link to all, closes it. */
export function NotificationPopover({ id, opened, onChange, anchor }: LazyDropdownProps) {
  return (
    <Popover
      id={id}
      opened={opened}
      onChange={onChange}
      position="bottom-end"
      width="min(380px, calc(100vw - 16px))"
      shadow="md"
      withinPortal
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <MenuAnchor anchor={anchor} />
      </Popover.Target>
      <Popover.Dropdown p="sm" aria-label={texts.title}>
        <NotificationPanel onNavigate={() => onChange(false)} />
      </Popover.Dropdown>
    </Popover>
  );
}
