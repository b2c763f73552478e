import { Alert, Center, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { workspaceTexts as t } from '../lib/workspace-texts.ts';

/**
 * What a section shows for its query: a spinner while loading, an error line when it failed, the
 * empty text for no items, else its content.
 */
export function SectionState({
  isPending,
  isError,
  isEmpty,
  empty,
  children,
}: {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  empty: string;
  children: ReactNode;
}) {
  if (isPending) {
    return (
      <Center py="md" role="status" aria-label="Ładowanie">
        <Loader size="sm" />
      </Center>
    );
  }
  if (isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t.loadFailed}
      </Alert>
    );
  }
  if (isEmpty) return <Text c="dimmed">{empty}</Text>;
  return <>{children}</>;
}
