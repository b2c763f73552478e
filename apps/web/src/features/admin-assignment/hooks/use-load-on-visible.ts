import { useIntersection } from '@mantine/hooks';
import { useEffect } from 'react';

interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/**
 * Infinite scroll: returns the ref of a sentinel placed after the last row; while it is in view
 * the next page is loaded. It re-checks after each page, so a page too short to push the
 * sentinel out of view loads the following one. A failed page stops it until the user retries.
 */
export function useLoadOnVisible({
  hasNextPage,
  isFetchingNextPage,
  isFetchNextPageError,
  fetchNextPage,
}: NextPages) {
  // Start loading a little before the end is reached.
  const { ref, entry } = useIntersection<HTMLDivElement>({ rootMargin: '0px 0px 160px 0px' });
  const visible = entry?.isIntersecting ?? false;
  useEffect(() => {
    if (visible && hasNextPage && !isFetchingNextPage && !isFetchNextPageError)
      void fetchNextPage();
  }, [visible, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
  return ref;
}
