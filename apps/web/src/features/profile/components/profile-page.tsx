import { Alert, Box, Button, Grid, Group, Paper, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { NotFoundPage } from '@/components/errors/not-found-page.tsx';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { titles } from '@/config/titles.ts';
import { useUser } from '@/features/auth/api/get-me.ts';
import { ApiError } from '@/lib/api-error.ts';
import { freelancerQueryOptions } from '../api/get-freelancer.ts';
import { freelancerBarQueryOptions } from '../api/get-freelancer-bar.ts';
import { useProfilePage } from '../api/profile-page.ts';
import { isViewable, profileAccess } from '../lib/profile-access.ts';
import { InfoCard } from './info-card.tsx';
import { PrimaryInfo } from './primary-info.tsx';
import { ProfileAvatar } from './profile-avatar.tsx';
import { ProfileBackground } from './profile-background.tsx';
import { ProfileHeader } from './profile-header.tsx';
import { ProfileSections } from './profile-sections.tsx';
import classes from './profile-top.module.css';
import { ProgressCard } from './progress-card.tsx';
import { SectorsCard } from './sectors-card.tsx';

const isUserNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

function NotFound() {
  return (
    <>
      <PageTitle title={titles.notFound} />
      <NotFoundPage />
    </>
  );
}

/**
 * The freelancer profile (spec document 2 section 2). `idParam` is the route's `:id`; without
 * it the page shows the logged freelancer's own profile. Owners get every edit button; an
 * admin reads it; an investor reads the freelancer assigned to their order (the server answers
 * 404 for any other); anyone else, an unknown id or a profile without onboarding gets the
 * not-found page.
 */
export function ProfilePage({ idParam }: { idParam?: string }) {
  const { data: viewer } = useUser();
  const access = profileAccess(viewer, idParam);
  const allowed = access.kind === 'allowed';
  const id = allowed ? access.freelancerId : 0;
  // One read for the whole page (issue 30); the page's own reads and the sections then find
  // their caches seeded.
  const page = useProfilePage(id, allowed);
  const enabled = allowed && page.sectionsMayLoad;
  const freelancer = useQuery({ ...freelancerQueryOptions(id), enabled });
  const bar = useQuery({ ...freelancerBarQueryOptions(id), enabled });

  const ready = Boolean(freelancer.data && bar.data && page.sectionsMayLoad);
  // Drawn in a deferred render, which React splits into slices (issue 30): drawn in the task of
  // the last answer, the profile blocked a phone's main thread at once.
  const drawn = useDeferredValue(ready);

  if (access.kind === 'loading') return <PageLoader />;
  if (access.kind === 'not-found') return <NotFound />;
  // D1 and D2 answer 404 `User not found` for an unknown id, one that is not a freelancer and,
  // for an investor, a freelancer not assigned to their order; whichever answers first decides.
  if ([page.error, freelancer.error, bar.error].some(isUserNotFound)) return <NotFound />;
  if (freelancer.data && !isViewable(freelancer.data)) return <NotFound />;

  const { isOwner, isAdmin, isInvestor } = access;
  const pageTitle = isOwner ? titles.freelancer.profile : titles.freelancer.profileById;
  const name = freelancer.data
    ? `${freelancer.data.firstName} ${freelancer.data.lastName}`.trim()
    : undefined;
  const header = (
    <>
      <PageTitle title={pageTitle} />
      <ProfileHeader isAdmin={isAdmin} isInvestor={isInvestor} name={name} />
    </>
  );

  if (freelancer.isError || bar.isError) {
    return (
      <Stack gap="lg">
        {header}
        <Alert color="red" title="Nie udało się wczytać profilu">
          <Stack gap="sm" align="flex-start">
            Spróbuj ponownie za chwilę.
            <Button
              variant="light"
              color="red"
              onClick={() => {
                if (freelancer.isError) freelancer.refetch();
                if (bar.isError) bar.refetch();
              }}
            >
              Spróbuj ponownie
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }
  if (!freelancer.data || !bar.data || !page.sectionsMayLoad || !drawn) {
    return (
      <Stack gap="lg">
        {header}
        <PageLoader />
      </Stack>
    );
  }

  const data = freelancer.data;
  return (
    <Stack gap="lg">
      {header}
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <ProfileBackground freelancerId={id} isOwner={isOwner} />
        <Box px={{ base: 'md', sm: 'lg' }} pb="lg">
          <Group align="flex-end" gap="md" className={classes.avatarRow} wrap="wrap">
            <ProfileAvatar
              userId={id}
              firstName={data.firstName}
              lastName={data.lastName}
              isOwner={isOwner}
            />
          </Group>
          <Box mt="sm">
            <PrimaryInfo freelancer={data} bar={bar.data} isOwner={isOwner} />
          </Box>
        </Box>
      </Paper>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            {isOwner ? <ProgressCard /> : null}
            <InfoCard freelancer={data} bar={bar.data} isOwner={isOwner} />
            <SectorsCard freelancer={data} isOwner={isOwner} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <ProfileSections freelancerId={id} isOwner={isOwner} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
