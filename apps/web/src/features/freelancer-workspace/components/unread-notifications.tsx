import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { NotificationList, notificationsQueryOptions } from '@/features/notifications/index.ts';
import { workspaceTexts as t } from '../lib/workspace-texts.ts';
import { DashboardSection } from './dashboard-section.tsx';
import { SectionState } from './section-state.tsx';

/**
 * The unread ones among the latest notifications (the bell's page of them, which the live stream
 * keeps fresh), each leading to what it is about.
 */
export function UnreadNotifications() {
  const { data, isPending, isError } = useQuery(notificationsQueryOptions());
  const unread = data?.content.filter((n) => !n.read) ?? [];
  return (
    <DashboardSection title={t.notificationsTitle}>
      <SectionState
        isPending={isPending}
        isError={isError}
        isEmpty={unread.length === 0}
        empty={t.noUnread}
      >
        <NotificationList items={unread} label={t.notificationsTitle} />
      </SectionState>
      <Anchor component={Link} to={paths.notifications} size="sm">
        {t.allNotifications}
      </Anchor>
    </DashboardSection>
  );
}
