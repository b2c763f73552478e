import { Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One section of the profile: the anchor the tab bar scrolls to, its heading and the owner's
 * buttons (spec document 2 section 2: every section has a heading and owner-only actions).
 */
export function ProfileSection({
  id,
  title,
  actions,
  children,
}: {
  id: string;
  title: string;
  /** Owner-only buttons; the caller leaves them out for visitors. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <Paper component="section" id={id} aria-labelledby={headingId} withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Title order={2} size="h3" id={headingId}>
            {title}
          </Title>
          {actions ? (
            <Group gap={4} wrap="nowrap">
              {actions}
            </Group>
          ) : null}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
