import { Button, Grid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  reviewCategoriesQueryOptions,
  reviewDistributionQueryOptions,
  reviewsQueryOptions,
} from '../api/get-reviews.ts';
import { useLoggedError } from '../lib/log-error.ts';
import { ProfileSection } from './profile-section.tsx';
import { ReviewCard } from './review-card.tsx';
import { ReviewSummary } from './review-summary.tsx';
import type { SectionProps } from './section-props.ts';

/** Spec document 2 section 9: the first 3 reviews, then 'Rozwiń wszystkie +N'. */
export const REVIEWS_SHOWN_FIRST = 3;

export const reviewsTexts = {
  ownerEmpty: 'Nie posiadasz żadnych opinii',
  visitorEmpty: 'Brak opinii',
} as const;

/**
 * 'Opinie' (reviews come from realised orders: the client's own or the guardian's, issue 27); the
 * owner may answer each once.
 */
export function ReviewsSection({ freelancerId, isOwner }: SectionProps) {
  const [expanded, setExpanded] = useState(false);
  const reviews = useQuery(reviewsQueryOptions(freelancerId));
  const categories = useQuery(reviewCategoriesQueryOptions(freelancerId));
  const distribution = useQuery(reviewDistributionQueryOptions(freelancerId));
  useLoggedError('opinie', reviews.error ?? categories.error ?? distribution.error);

  const list = reviews.data ?? [];
  const shown = expanded ? list : list.slice(0, REVIEWS_SHOWN_FIRST);
  const rest = list.length - shown.length;

  let body: React.ReactNode;
  if (reviews.isPending) body = <Skeleton h={80} />;
  else if (reviews.isError) body = null;
  else if (list.length === 0) {
    body = <Text c="dimmed">{isOwner ? reviewsTexts.ownerEmpty : reviewsTexts.visitorEmpty}</Text>;
  } else {
    body = (
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <Stack gap="sm">
            {shown.map((review) => (
              <ReviewCard
                key={review.id}
                review={review}
                replyAs={isOwner ? freelancerId : undefined}
              />
            ))}
            {rest > 0 ? (
              <Button variant="light" onClick={() => setExpanded(true)} w="fit-content">
                Rozwiń wszystkie +{rest}
              </Button>
            ) : expanded && list.length > REVIEWS_SHOWN_FIRST ? (
              // Ours: a long list folds back, so the sections below are near again.
              <Button variant="subtle" onClick={() => setExpanded(false)} w="fit-content">
                Zwiń opinie
              </Button>
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          {distribution.data && categories.data ? (
            <ReviewSummary distribution={distribution.data} categories={categories.data} />
          ) : distribution.isPending || categories.isPending ? (
            <Skeleton h={160} />
          ) : null}
        </Grid.Col>
      </Grid>
    );
  }

  return (
    <ProfileSection id="reviews" title="Opinie">
      {body}
    </ProfileSection>
  );
}
