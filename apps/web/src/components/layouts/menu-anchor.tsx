import { type Ref, type RefObject, useLayoutEffect } from 'react';

/**
 * The child of a lazily loaded menu's `Menu.Target`: instead of an element of its own it hands
 * Mantine the trigger already on screen (lazy-menu.ts), for the dropdown's position and so that a
 * click on the trigger does not count as a click outside. The props Mantine adds to its child are
 * left out: the trigger carries its own ARIA attributes and click handler.
 */
export function MenuAnchor({
  anchor,
  ref,
}: {
  anchor: RefObject<HTMLElement | null>;
  /** Given by `Menu.Target`. */
  ref?: Ref<HTMLElement>;
}) {
  useLayoutEffect(() => {
    const node = anchor.current;
    if (!ref || !node) return;
    if (typeof ref === 'function') {
      const cleanup = ref(node);
      return () => {
        if (typeof cleanup === 'function') cleanup();
        else ref(null);
      };
    }
    ref.current = node;
    return () => {
      ref.current = null;
    };
  }, [anchor, ref]);
  return null;
}
