import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';

/**
 * What a lazily loaded widget of the page (a carousel) shows while its code arrives: a status
 * loader about as tall as the widget, so the section does not jump when it renders.
 */
export function WidgetLoading({ height, label }: { height: number; label: string }) {
  return (
    <Center mih={height}>
      <Loader size="sm" aria-label={label} />
    </Center>
  );
}

/**
 * Starts loading a widget's code when its section mounts, in parallel with the section's data,
 * instead of only once the data has arrived and the widget renders.
 */
export function usePreload(load: () => Promise<unknown>): void {
  useEffect(() => {
    // A failed preload is retried (and reported) by the lazy component itself.
    load().catch(() => undefined);
  }, [load]);
}
