import { Paper } from '@mantine/core';
import {
  createContext,
  type ReactNode,
  Suspense,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { whenIdleAfterPaint } from '@/lib/when-idle.ts';

/**
 * Sections below the fold are rendered when they come near the viewport, or one by one when the
 * browser is idle after the page has painted, whichever comes first (issue 30: the full profile
 * rendered about 1,100 elements in one task before its first paint). They all end up rendered,
 * so the page's search (Ctrl+F) and a screen reader's list of headings find every section.
 */

/** How far below (and above) the viewport a section starts rendering, in px. */
const NEAR = 600;
/** The reserved height of a section not rendered yet (an empty section's is about 130 px). */
export const DEFERRED_SECTION_HEIGHT = 200;

interface SectionReveal {
  /** Sections with a lower index are rendered regardless of where they are. */
  revealedBelow: number;
  /** Renders every section at once (before the tab bar measures where a section is). */
  revealAll: () => void;
}

// Outside a provider nothing is deferred.
const RevealContext = createContext<SectionReveal>({
  revealedBelow: Number.POSITIVE_INFINITY,
  revealAll: () => {},
});

/** Reveals `count` deferred sections, in their order, one per idle period of the browser. */
export function SectionRevealProvider({ count, children }: { count: number; children: ReactNode }) {
  const [revealedBelow, setRevealedBelow] = useState(0);

  useEffect(() => {
    if (revealedBelow >= count) return;
    return whenIdleAfterPaint(() => setRevealedBelow((below) => below + 1));
  }, [revealedBelow, count]);

  const value = useMemo(
    () => ({ revealedBelow, revealAll: () => setRevealedBelow(Number.POSITIVE_INFINITY) }),
    [revealedBelow],
  );
  return <RevealContext value={value}>{children}</RevealContext>;
}

/** Renders every deferred section (a state update: wrap it in flushSync to measure after it). */
export function useRevealAllSections(): () => void {
  return useContext(RevealContext).revealAll;
}

/**
 * A section rendered once it is near the viewport or its turn (`index`) among the deferred
 * sections has come. Until then, and while its code loads, a bordered box of the reserved height
 * holds its place and its anchor `id`, so the tab bar finds it.
 */
export function DeferredSection({
  id,
  index,
  children,
}: {
  id: string;
  index: number;
  children: ReactNode;
}) {
  const { revealedBelow } = useContext(RevealContext);
  const [near, setNear] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);
  const shown = near || index < revealedBelow;

  useLayoutEffect(() => {
    const element = placeholder.current;
    if (shown || !element) return;
    // Near already at the first layout (a wide screen shows the first sections): rendered in
    // this commit, before the box is ever painted.
    const { top, bottom } = element.getBoundingClientRect();
    if (
      typeof IntersectionObserver === 'undefined' ||
      (top < window.innerHeight + NEAR && bottom > -NEAR)
    ) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${NEAR}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);

  const reserved = (
    <Paper
      ref={placeholder}
      id={id}
      withBorder
      radius="md"
      style={{ height: DEFERRED_SECTION_HEIGHT }}
      aria-hidden
    />
  );
  if (!shown) return reserved;
  return <Suspense fallback={reserved}>{children}</Suspense>;
}
