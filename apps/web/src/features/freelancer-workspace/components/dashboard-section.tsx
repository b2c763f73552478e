import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A block of Pulpit: a titled panel. */
export function DashboardSection({
  title,
  aside,
  children,
}: {
  title: string;
  /** Next to the title: a count or a link. */
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
          {aside}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
