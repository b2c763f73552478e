import {
  accountStatus,
  experienceLevel,
  type FreelancerBar,
  type FreelancerData,
  role,
  visibilityStatus,
} from '@handlowo/contract';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconRosette } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { nameWrap } from '@/components/ui/name-wrap.ts';
import { formatScore, StarRating } from '@/components/ui/star-rating.tsx';
import { counted, orderForms, reviewForms } from '@/lib/plural.ts';
import { incomeGoalsQueryOptions } from '../api/dictionaries.ts';
import { openDetailModal } from '../lib/detail-modals.ts';
import { profileModalTitles } from '../modals/modal-titles.ts';
import { OwnerEditButton } from './owner-edit-button.tsx';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {label}:{' '}
      </Text>
      {value}
    </Text>
  );
}

/**
 * Name, specialization, company, experience, income goal, the rating line and the badges
 * (spec document 2 section 2, "Side panel and top blocks"). The owner edits it in one modal.
 */
export function PrimaryInfo({
  freelancer,
  bar,
  isOwner,
}: {
  freelancer: FreelancerData;
  bar: FreelancerBar;
  isOwner: boolean;
}) {
  const incomeGoals = useQuery(incomeGoalsQueryOptions());
  const goal = incomeGoals.data?.find((option) => option.incomeGoal === freelancer.incomeGoal);
  const name = `${freelancer.firstName} ${freelancer.lastName}`.trim();

  return (
    <Stack gap={6} miw={0} flex={1}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          {/* h3's size on a phone, so 'Brzęczyszczykiewicz' fits its line whole there. */}
          <Title order={2} fz={{ base: 'h3', sm: 'h2' }} style={nameWrap}>
            {name}
          </Title>
          {freelancer.specialization ? (
            <Text fw={600}>{freelancer.specialization.name}</Text>
          ) : null}
          {freelancer.company ? (
            <Text c="dimmed" style={nameWrap}>
              {freelancer.company}
            </Text>
          ) : null}
        </Stack>
        {isOwner ? (
          <OwnerEditButton
            label={profileModalTitles.primaryInfo}
            onClick={() => openDetailModal('openPrimaryInfoModal', { freelancer })}
          />
        ) : null}
      </Group>

      <Group gap="xs" wrap="wrap" align="center">
        <StarRating value={bar.rate} />
        <Text size="sm" fw={600}>
          {formatScore(bar.rate)}
        </Text>
        <Text size="sm" c="dimmed">
          ({counted(bar.count, reviewForms)})
        </Text>
        <Text size="sm" fw={600}>
          {bar.points} pkt
        </Text>
        <Text size="sm" c="dimmed">
          ({counted(bar.ordersCount, orderForms)})
        </Text>
      </Group>

      <Group gap="xs" wrap="wrap">
        <Badge variant="default" tt="none">
          {role.labels.FREELANCER}
        </Badge>
        {bar.accountStatus === 'NORMAL' ? (
          <Badge
            variant="light"
            color="brand"
            tt="none"
            leftSection={<IconRosette size={14} aria-hidden />}
          >
            {accountStatus.labels.NORMAL}
          </Badge>
        ) : null}
        {bar.visibilityStatus === 'LIMITED' ? (
          <Badge variant="light" color="red" tt="none">
            {visibilityStatus.labels.LIMITED}
          </Badge>
        ) : null}
      </Group>

      <Stack gap={2}>
        {freelancer.experienceLevel ? (
          <Fact
            label="Doświadczenie w sprzedaży"
            value={experienceLevel.labels[freelancer.experienceLevel]}
          />
        ) : null}
        {goal ? <Fact label="Oczekiwane zarobki" value={`${goal.range} / tydzień`} /> : null}
      </Stack>
    </Stack>
  );
}
