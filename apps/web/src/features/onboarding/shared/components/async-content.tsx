import { Alert, Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessageOf } from '@/lib/api-error.ts';

interface AsyncContentProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

/** The options of a step: placeholders while they load, the catalogue text if they fail. */
export function AsyncContent<T>({ query, children }: AsyncContentProps<T>) {
  if (query.isPending) {
    return (
      // A status, as the page loader: a name on a plain div is not allowed (axe, serious).
      <Stack gap="sm" role="status" aria-busy="true" aria-label="Ładowanie">
        <Skeleton h={64} radius="md" />
        <Skeleton h={64} radius="md" />
        <Skeleton h={64} radius="md" />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessageOf(query.error)}
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
