import { ActionIcon } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { CountBadge } from '@/components/ui/count-badge.tsx';
import { paths } from '@/config/paths.ts';
import { useMessageUnreadCount } from '../api/get-unread-count.ts';
import { messagesLinkLabel } from '../lib/nav-label.ts';

/**
 * 'Wiadomości' in the top bar of every role (issue 26), next to the bell and built like it: an
 * icon link with the caller's unread messages as a badge, kept live by the notifications' stream.
 * In the bar rather than among the text links: it stays in sight on a phone, and the freelancer's
 * and the investor's links already fill a 1280 px bar.
 */
export function MessagesNavLink() {
  const { pathname } = useLocation();
  const { data } = useMessageUnreadCount();
  const count = data?.count ?? 0;
  const current =
    pathname === paths.messages.root || pathname.startsWith(`${paths.messages.root}/`);
  return (
    <ActionIcon
      component={Link}
      to={paths.messages.root}
      variant={current ? 'light' : 'subtle'}
      size="lg"
      aria-label={messagesLinkLabel(count)}
      aria-current={current ? 'page' : undefined}
      pos="relative"
      style={{ overflow: 'visible', flexShrink: 0 }}
    >
      <IconMessages size={22} aria-hidden />
      <CountBadge count={count} />
    </ActionIcon>
  );
}
