import { Box, Container, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Footer } from './footer.tsx';

/**
 * The page frame of the public screens (and of onboarding-like screens): the given top bar, the
 * content centred in a container, the footer at the bottom of the viewport.
 */
export function PublicLayout({ topBar, children }: { topBar: ReactNode; children: ReactNode }) {
  return (
    <Stack gap={0} mih="100vh" bg="var(--mantine-color-gray-0)">
      {topBar}
      <Box component="main" flex={1} py="xl">
        <Container size="lg">{children}</Container>
      </Box>
      <Footer />
    </Stack>
  );
}
