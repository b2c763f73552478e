import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { StarRating } from '@/components/ui/star-rating.tsx';
import { reviewsQueryOptions } from '@/features/profile/api/get-reviews.ts';
import { polishDate } from '@/lib/order-texts.ts';
import { workspaceTexts as t } from '../lib/workspace-texts.ts';
import { DashboardSection } from './dashboard-section.tsx';
import { SectionState } from './section-state.tsx';

const LATEST = 3;

/** The freelancer's newest reviews (D37 answers newest first). */
export function LatestReviews({ freelancerId }: { freelancerId: number }) {
  const { data, isPending, isError } = useQuery(reviewsQueryOptions(freelancerId));
  const latest = data?.slice(0, LATEST) ?? [];
  return (
    <DashboardSection title={t.reviewsTitle}>
      <SectionState
        isPending={isPending}
        isError={isError}
        isEmpty={latest.length === 0}
        empty={t.noReviews}
      >
        <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {latest.map((review) => (
            <Stack key={review.id} gap={4} component="li">
              <Text size="sm" fw={500}>
                {`${review.authorFirstName} ${review.authorLastName} · ${polishDate(new Date(review.date))}`}
              </Text>
              <StarRating value={review.score} fractions={4} />
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {review.text}
              </Text>
            </Stack>
          ))}
        </Stack>
      </SectionState>
    </DashboardSection>
  );
}
