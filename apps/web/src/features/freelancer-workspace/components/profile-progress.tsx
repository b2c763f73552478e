import { Anchor, Progress, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { completenessQueryOptions } from '@/features/profile/api/get-completeness.ts';
import { workspaceTexts as t } from '../lib/workspace-texts.ts';
import { DashboardSection } from './dashboard-section.tsx';
import { SectionState } from './section-state.tsx';

/** The profile's completeness and the heaviest missing part as the next step. */
export function ProfileProgress() {
  const { data, isPending, isError } = useQuery(completenessQueryOptions());
  const next = data?.missing[0];
  return (
    <DashboardSection title={t.profileTitle}>
      <SectionState isPending={isPending} isError={isError} isEmpty={false} empty="">
        {data ? (
          <Stack gap="xs">
            <Text size="sm">{`Profil uzupełniony w ${data.progress}%`}</Text>
            <Progress value={data.progress} aria-label="Uzupełnienie profilu" />
            <Text size="sm">{next ? t.nextStep(next.label) : t.profileComplete}</Text>
            <Anchor component={Link} to={paths.freelancer.profile} size="sm">
              {t.goToProfile}
            </Anchor>
          </Stack>
        ) : null}
      </SectionState>
    </DashboardSection>
  );
}
