import { Anchor, Stack, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { notificationsQueryOptions } from '@/features/notifications/index.ts';
import { completenessQueryOptions } from '@/features/profile/api/get-completeness.ts';
import { reviewsQueryOptions } from '@/features/profile/api/get-reviews.ts';
import { counted } from '@/lib/plural.ts';
import { assignmentsQueryOptions } from '../api/get-assignments.ts';
import { offerForms, serviceForms, workspaceTexts as t } from '../lib/workspace-texts.ts';
import { AssignmentList } from './assignment-list.tsx';
import { DashboardSection } from './dashboard-section.tsx';
import { DashboardSkeleton } from './dashboard-skeleton.tsx';
import { LatestReviews } from './latest-reviews.tsx';
import { ProfileProgress } from './profile-progress.tsx';
import { SectionState } from './section-state.tsx';
import { UnreadNotifications } from './unread-notifications.tsx';

/**
 * Pulpit: offers waiting for an answer first (they have a deadline), then the work in progress,
 * the unread notifications, the profile's completeness and the latest reviews. The five reads
 * start together and the page is drawn when all have answered (or failed: a section says so), so
 * no section moves another.
 */
export function FreelancerDashboard({ freelancerId }: { freelancerId: number }) {
  const queries = useQueries({
    queries: [
      assignmentsQueryOptions('OFFERED'),
      assignmentsQueryOptions('ACCEPTED'),
      notificationsQueryOptions(),
      completenessQueryOptions(),
      reviewsQueryOptions(freelancerId),
    ],
  });
  const [offers, active] = queries;
  const answered = !queries.some((query) => query.isPending);
  // Drawn in a deferred render, which React splits into slices: drawn in the task of the last
  // answer, the five sections blocked a phone's main thread at once.
  const drawn = useDeferredValue(answered);
  if (!answered || !drawn) return <DashboardSkeleton />;
  return (
    <Stack gap="lg">
      <Title order={1}>Pulpit</Title>
      <DashboardSection
        title={t.offersTitle}
        aside={offers.data?.length ? ` (${counted(offers.data.length, offerForms)})` : null}
      >
        <SectionState
          isPending={offers.isPending}
          isError={offers.isError}
          isEmpty={offers.data?.length === 0}
          empty={t.noOffers}
        >
          <AssignmentList assignments={offers.data ?? []} />
        </SectionState>
      </DashboardSection>
      <DashboardSection
        title={t.activeTitle}
        aside={active.data?.length ? ` (${counted(active.data.length, serviceForms)})` : null}
      >
        <SectionState
          isPending={active.isPending}
          isError={active.isError}
          isEmpty={active.data?.length === 0}
          empty={t.noActive}
        >
          <AssignmentList assignments={active.data ?? []} />
        </SectionState>
        <Anchor component={Link} to={paths.freelancer.orders} size="sm">
          Wszystkie zlecenia
        </Anchor>
      </DashboardSection>
      <UnreadNotifications />
      <ProfileProgress />
      <LatestReviews freelancerId={freelancerId} />
    </Stack>
  );
}
