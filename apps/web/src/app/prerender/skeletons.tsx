import { Box, Grid, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import backgroundClasses from '@/features/profile/components/profile-top.module.css';

/**
 * The page skeletons of the prerendered shells (pages.tsx): grey blocks where a screen shows its
 * data, painted from the HTML before the JavaScript and the data arrive. No text of anybody's data
 * (the build knows no session); the frame around them is the layouts' own. Each roughly follows
 * its screen's structure; the app's screen replaces it whole, so the blocks need not match it.
 */

/** A title's line, as tall as an `h1` styled `h2` (the screens' headings). */
function TitleLine({ width = '40%' }: { width?: string }) {
  return <Skeleton h={34} w={width} maw={420} radius="sm" />;
}

function Card({ height, children }: { height: number; children?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" mih={height}>
      {children ?? (
        <Stack gap="sm">
          <Skeleton h={18} w="50%" radius="sm" />
          <Skeleton h={12} radius="sm" />
          <Skeleton h={12} w="80%" radius="sm" />
        </Stack>
      )}
    </Paper>
  );
}

/** Most screens: a heading and a few cards. */
export function PageSkeleton() {
  return (
    <Stack gap="lg" aria-hidden>
      <TitleLine />
      <Card height={160} />
      <Card height={160} />
      <Card height={120} />
    </Stack>
  );
}

/**
 * The admin's lists (admin-tables' AdminList): its heading as the list draws it (a fixed text, and
 * the page's largest: painted with the HTML, it is the page's LCP), then the search row and rows.
 */
export function TableSkeleton({ heading }: { heading: string }) {
  return (
    <Stack gap="lg">
      <Title order={1}>{heading}</Title>
      <Group align="flex-end" gap="sm" aria-hidden>
        <Skeleton h={36} w={360} maw="100%" radius="sm" />
      </Group>
      <Paper withBorder radius="md" p="md" aria-hidden>
        <Stack gap="md">
          {Array.from({ length: 8 }, (_, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows, never reordered
            <Skeleton key={row} h={28} radius="sm" />
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}

/** The questionnaires and forms of one card (onboarding, the service wizard, account forms). */
export function FormSkeleton() {
  return (
    <Paper withBorder radius="md" p="xl" maw={760} mx="auto" aria-hidden>
      <Stack gap="lg">
        <Skeleton h={12} w="30%" radius="sm" />
        <Skeleton h={28} w="70%" radius="sm" />
        {Array.from({ length: 4 }, (_, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows, never reordered
          <Skeleton key={row} h={44} radius="sm" />
        ))}
        <Group justify="flex-end">
          <Skeleton h={36} w={140} radius="sm" />
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * The freelancer profile (features/profile ProfilePage): the given header, the top card (the
 * background at its 1320:250 ratio, the avatar over its edge, the name lines), then the narrow
 * column of cards beside the sections.
 */
export function ProfileSkeleton({ header }: { header: ReactNode }) {
  return (
    <Stack gap="lg">
      {header}
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }} aria-hidden>
        {/* The background's band as the page draws it while the picture loads. The early-fetch
            script puts the picture into it, with the page's own class (the attribute), as soon as
            the profile's answer names it (build/early-fetch.ts): the same box as the page's. */}
        <Box
          className={backgroundClasses.background}
          data-early-background={backgroundClasses.backgroundImage}
        >
          <Skeleton h="100%" radius={0} />
        </Box>
        <Box px={{ base: 'md', sm: 'lg' }} pb="lg">
          <Skeleton circle h={112} w={112} mt={-40} />
          <Stack gap="xs" mt="sm">
            <Skeleton h={24} w="45%" radius="sm" />
            <Skeleton h={14} w="30%" radius="sm" />
          </Stack>
        </Box>
      </Paper>
      <Grid gap="lg" aria-hidden>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <Card height={180} />
            <Card height={140} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Skeleton h={36} radius="sm" />
            <Card height={200} />
            <Card height={200} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** A neutral stand-in for a page header that depends on who looks (a line of its height). */
export function HeaderSkeleton() {
  return <TitleLine width="35%" />;
}
