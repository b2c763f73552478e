import { ActionIcon } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { lazyDropdown, useLazyMenu } from '@/components/layouts/lazy-menu.ts';
import { CountBadge } from '@/components/ui/count-badge.tsx';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { useNotificationStream } from '../hooks/use-notification-stream.ts';
import { bellLabel } from '../texts.ts';

// The panel's code (Mantine's Popover, focus trap, date-fns' relative times) loads when the user
// reaches for the bell, as the user menu's does: it stays out of every screen's first load.
const popover = lazyDropdown(() =>
  import('./notification-popover.tsx').then((module) => module.NotificationPopover),
);

/**
 * The bell of the top bar (every role, issue 25): the unread count as a badge, kept current by
 * the live stream, and a panel with the latest notifications. One per screen: it holds the
 * stream.
 */
export function NotificationBell({ streamDelayMs }: { streamDelayMs?: number } = {}) {
  useNotificationStream({ delayMs: streamDelayMs });
  const { data } = useUnreadCount();
  const { Dropdown, dropdownProps, triggerProps } = useLazyMenu(popover);
  const count = data?.count ?? 0;
  return (
    <>
      <ActionIcon
        {...triggerProps}
        aria-haspopup="dialog"
        variant="subtle"
        size="lg"
        aria-label={bellLabel(count)}
        pos="relative"
        style={{ overflow: 'visible', flexShrink: 0 }}
      >
        <IconBell size={22} aria-hidden />
        <CountBadge count={count} />
      </ActionIcon>
      {Dropdown ? <Dropdown {...dropdownProps} /> : null}
    </>
  );
}
