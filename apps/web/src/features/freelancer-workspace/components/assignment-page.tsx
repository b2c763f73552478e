import { Alert, Anchor, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { paths } from '@/config/paths.ts';
import { ApiError, errorMessageOf } from '@/lib/api-error.ts';
import { assignmentQueryOptions } from '../api/get-assignment.ts';
import { workspaceTexts as t } from '../lib/workspace-texts.ts';
import { AssignmentBriefView } from './assignment-brief.tsx';

/** /freelancer/orders/{id}: the brief, or why it cannot be shown. */
export function AssignmentPage({ orderActivityId }: { orderActivityId: number | null }) {
  const { data, error } = useQuery({
    ...assignmentQueryOptions(orderActivityId ?? 0),
    enabled: orderActivityId !== null,
  });
  if (data) return <AssignmentBriefView brief={data} />;
  if (orderActivityId === null || error) {
    const missing = orderActivityId === null || (error instanceof ApiError && error.status === 404);
    return (
      <Stack gap="md">
        <Alert color={missing ? 'gray' : 'red'} variant="light" role="alert">
          {missing ? t.notFound : errorMessageOf(error)}
        </Alert>
        <Anchor component={Link} to={paths.freelancer.orders}>
          {t.backToOrders}
        </Anchor>
      </Stack>
    );
  }
  return <PageLoader />;
}
