import { type Review, reviewAuthorType } from '@handlowo/contract';
import { Avatar, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { StarRating } from '@/components/ui/star-rating.tsx';
import { relativeReviewDate } from '../lib/relative-date.ts';
import { initialsOf } from './profile-avatar.tsx';
import { ReviewReply } from './review-reply.tsx';

/**
 * One review: the author with avatar or initials, who wrote it (issue 27: the client, or the
 * guardian from the client's feedback; both tied to a realised order), the 5-star score, the text
 * and its age, then the freelancer's public reply, or for the owner the way to write it.
 */
export function ReviewCard({
  review,
  now,
  replyAs,
}: {
  review: Review;
  now?: Date;
  /** The profile's owner (their freelancer id): they may answer a review without a reply. */
  replyAs?: number;
}) {
  const author = `${review.authorFirstName} ${review.authorLastName}`.trim();
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-label={`Opinia: ${author}`}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Avatar
          src={review.authorPictureData ?? null}
          alt=""
          radius="xl"
          color="brand"
          variant="filled"
        >
          <span aria-hidden>{initialsOf(review.authorFirstName, review.authorLastName)}</span>
        </Avatar>
        <Stack gap={4} miw={0} flex={1}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {author}
            </Text>
            <Text component="time" dateTime={review.date} size="sm" c="dimmed">
              {relativeReviewDate(review.date, now)}
            </Text>
          </Group>
          <Group gap={6} wrap="wrap">
            <Text size="xs" c="dimmed">
              {reviewAuthorType.labels[review.authorType]}
            </Text>
            <Text
              size="xs"
              c="green.8"
              style={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}
            >
              <IconRosetteDiscountCheck size={14} aria-hidden />
              Zweryfikowane zlecenie
            </Text>
          </Group>
          <StarRating value={review.categoryOpinionsAverageScore} size="xs" />
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {review.text}
          </Text>
          {review.reply ? (
            <Box
              component="section"
              aria-label="Odpowiedź freelancera"
              mt={4}
              pl="sm"
              style={{ borderLeft: '3px solid var(--mantine-color-gray-4)' }}
            >
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text size="sm" fw={600}>
                  Odpowiedź freelancera
                </Text>
                <Text component="time" dateTime={review.reply.date} size="sm" c="dimmed">
                  {relativeReviewDate(review.reply.date, now)}
                </Text>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {review.reply.text}
              </Text>
            </Box>
          ) : replyAs !== undefined ? (
            <ReviewReply freelancerId={replyAs} reviewId={review.id} author={author} />
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}
