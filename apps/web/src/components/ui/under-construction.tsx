import { Box, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

/** Tooltip texts of features that do not exist yet (spec document 1 sections 1 and 2). */
export const underConstruction = {
  app: 'Aplikacja jest jeszcze w budowie pracujemy nad tym',
  menu: 'Aplikacja w budowie ta część jeszcze nie istnieje',
} as const;

/**
 * Wraps a disabled control in the under-construction tooltip (width ~280 px, 300 ms transition,
 * spec document 1 section 9). Disabled buttons fire no pointer events, so the tooltip hangs on a
 * wrapper element instead.
 */
export function UnderConstructionTooltip({
  label = underConstruction.app,
  block = false,
  children,
}: {
  label?: string;
  /** Wrapper takes the full width (menu items) instead of the content's width. */
  block?: boolean;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label} w={280} multiline withArrow transitionProps={{ duration: 300 }}>
      <Box component={block ? 'div' : 'span'} display={block ? 'block' : 'inline-block'}>
        {children}
      </Box>
    </Tooltip>
  );
}
