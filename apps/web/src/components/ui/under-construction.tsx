import { Box, Tooltip, type TooltipProps } from '@mantine/core';
import { type ReactElement, type ReactNode, useId } from 'react';
import classes from './under-construction.module.css';

/** Tooltip texts of features that do not exist yet (spec document 1 sections 1 and 2). */
export const underConstruction = {
  app: 'Aplikacja jest jeszcze w budowie pracujemy nad tym',
  menu: 'Aplikacja w budowie ta część jeszcze nie istnieje',
} as const;

/** Class of a disabled link or menu item (disabled text colour, no hover fill). */
export const disabledItemClass = classes.disabled;

/** Hover, keyboard focus and a long press on touch screens all show the tooltip. */
const tooltipEvents = { hover: true, focus: true, touch: true } as const;

/**
 * The under-construction tooltip (width ~280 px, 300 ms transition, spec document 1 section 9)
 * around a disabled control. The control itself is out of the tab order and does nothing, so the
 * tooltip hangs on a wrapper that keyboard users can focus; the wrapper is described by the
 * tooltip's text at all times, not only while the tooltip is open, so a screen reader reads it on
 * focus.
 */
export function UnderConstructionTooltip({
  label = underConstruction.app,
  block = false,
  children,
}: {
  label?: string;
  /** Wrapper takes the full width (the items of the mobile navigation) instead of the content's. */
  block?: boolean;
  children: ReactNode;
}) {
  return (
    <UnderConstructionItemTooltip label={label} position="top">
      {(descriptionId) => (
        <Box
          component="span"
          tabIndex={0}
          className={classes.wrapper}
          mod={{ block }}
          aria-describedby={descriptionId}
        >
          {children}
        </Box>
      )}
    </UnderConstructionItemTooltip>
  );
}

/**
 * The under-construction tooltip on a control that stays focusable itself: a disabled menu item,
 * which the menu's arrow keys must still reach (WAI-ARIA menu pattern), marked `aria-disabled`.
 */
export function UnderConstructionItemTooltip({
  label = underConstruction.menu,
  position = 'left',
  children,
}: {
  label?: string;
  position?: TooltipProps['position'];
  /** The control, given the id of the hidden description it must name in aria-describedby. */
  children: (descriptionId: string) => ReactElement;
}) {
  const descriptionId = useId();
  return (
    <>
      <Tooltip
        label={label}
        w={280}
        multiline
        withArrow
        position={position}
        events={tooltipEvents}
        transitionProps={{ duration: 300 }}
      >
        {children(descriptionId)}
      </Tooltip>
      <span id={descriptionId} hidden>
        {label}
      </span>
    </>
  );
}
