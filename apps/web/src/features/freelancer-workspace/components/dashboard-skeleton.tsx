import { Skeleton, Stack, Title } from '@mantine/core';
import { workspaceTexts as t } from '../lib/workspace-texts.ts';
import { DashboardSection } from './dashboard-section.tsx';

/** Pulpit's sections in its order, each with the height its usual content takes. */
const SECTIONS = [
  { title: t.offersTitle, lines: 3 },
  { title: t.activeTitle, lines: 3 },
  { title: t.notificationsTitle, lines: 2 },
  { title: t.profileTitle, lines: 3 },
  { title: t.reviewsTitle, lines: 2 },
];

/**
 * Pulpit before its reads have answered: the heading and the sections' titles as the page draws
 * them, grey lines for their content. The build paints it into the page's HTML (app/prerender),
 * and the page shows it until every section can be drawn at once: sections filled one by one
 * pushed the ones below down (Lighthouse's CLS on a phone 0.35).
 */
export function DashboardSkeleton() {
  return (
    <Stack gap="lg">
      <Title order={1}>Pulpit</Title>
      {SECTIONS.map(({ title, lines }) => (
        <DashboardSection key={title} title={title}>
          <Stack gap="xs" aria-hidden>
            {Array.from({ length: lines }, (_, line) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder lines, never reordered
              <Skeleton key={line} h={14} w={line === lines - 1 ? '60%' : '100%'} radius="sm" />
            ))}
          </Stack>
        </DashboardSection>
      ))}
    </Stack>
  );
}
