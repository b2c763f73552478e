import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of the auth screens: a centred card with a title and an optional lead text. */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      shadow="sm"
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      maw={480}
      mx="auto"
      mt="xl"
    >
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} size="h2">
            {title}
          </Title>
          {description && (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
