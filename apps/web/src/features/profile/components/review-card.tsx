import type { Review } from '@handlowo/contract';
import { Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import { relativeReviewDate } from '../lib/relative-date.ts';
import { initialsOf } from './profile-avatar.tsx';
import { Stars } from './stars.tsx';

/** One review: the author with avatar or initials, the 5-star score, the text and its age. */
export function ReviewCard({ review, now }: { review: Review; now?: Date }) {
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
          <Stars value={review.categoryOpinionsAverageScore} size="xs" />
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {review.text}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
