import { Tooltip } from '@mantine/core';
import type { ReactElement, ReactNode } from 'react';

/** Tooltip geometry and timing of the spec (document 1 section 9): about 280 px, 300 ms. */
export const HINT_TOOLTIP_WIDTH = 280;
export const HINT_TOOLTIP_TRANSITION_MS = 300;

interface HintTooltipProps {
  label: ReactNode;
  children: ReactElement;
}

/** The explanation of an option (sub-industry info, sector description...), shown on hover. */
export function HintTooltip({ label, children }: HintTooltipProps) {
  return (
    <Tooltip
      label={label}
      w={HINT_TOOLTIP_WIDTH}
      multiline
      withArrow
      openDelay={150}
      transitionProps={{ duration: HINT_TOOLTIP_TRANSITION_MS, transition: 'fade' }}
      events={{ hover: true, focus: true, touch: true }}
    >
      {children}
    </Tooltip>
  );
}
