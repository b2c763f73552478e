import {
  type ReviewCategoryScore,
  type ReviewDistribution,
  reviewCategory,
} from '@handlowo/contract';
import { Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { formatScore, StarRating } from '@/components/ui/star-rating.tsx';

const percentFormat = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 2 });

/** The reviews' side panel: 'Oceny' (share of each star count) and 'Kategoria' (averages). */
export function ReviewSummary({
  distribution,
  categories,
}: {
  distribution: ReviewDistribution[];
  categories: ReviewCategoryScore[];
}) {
  const rows = [...distribution].sort((a, b) => b.stars - a.stars);
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={3} size="h5">
          Oceny
        </Title>
        {rows.map((row) => (
          <Group key={row.stars} gap="xs" wrap="nowrap">
            <Group gap={2} wrap="nowrap" w={28}>
              <Text size="sm" fw={600}>
                {row.stars}
              </Text>
              <IconStarFilled size={12} color="var(--mantine-color-yellow-6)" aria-hidden />
            </Group>
            <Progress
              value={row.percent}
              flex={1}
              color="yellow.6"
              aria-label={`Oceny ${row.stars}-gwiazdkowe: ${percentFormat.format(row.percent)}%`}
            />
            <Text size="sm" w={56} ta="right">
              {percentFormat.format(row.percent)}%
            </Text>
          </Group>
        ))}
      </Stack>
      <Stack gap={6}>
        <Title order={3} size="h5">
          Kategoria
        </Title>
        {categories.map((entry) => (
          <Stack key={entry.category} gap={0}>
            <Text size="sm">{reviewCategory.labels[entry.category]}</Text>
            <Group gap="xs">
              <StarRating value={entry.score} size="xs" />
              <Text size="sm" fw={600}>
                {formatScore(entry.score)}
              </Text>
            </Group>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
