/** Spec document 2 section 9: the tab bar scrolls in 300 ms and stops 50 px above the section. */
export const SECTION_SCROLL_MS = 300;
export const SECTION_SCROLL_OFFSET = -50;

/** Ease in and out (cubic), t in [0, 1]. */
export function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/** The scroll position at `elapsed` ms of an animation from `from` to `to`. */
export function scrollPositionAt(from: number, to: number, elapsed: number, duration: number) {
  if (duration <= 0 || elapsed >= duration) return to;
  return from + (to - from) * easeInOutCubic(Math.max(0, elapsed) / duration);
}

/**
 * The height of the app shell's fixed top bar: the offset is measured from below it, or the
 * section's heading would end up under the bar.
 */
function fixedHeaderHeight(): number {
  const value = getComputedStyle(document.documentElement).getPropertyValue(
    '--app-shell-header-offset',
  );
  const header = document.querySelector<HTMLElement>('header.mantine-AppShell-header');
  return Number.parseFloat(value) || header?.offsetHeight || 0;
}

/** The scroll position that puts the element with `id` 50 px below the top bar. */
function targetOf(id: string): number | null {
  const element = document.getElementById(id);
  if (!element) return null;
  return Math.max(
    0,
    element.getBoundingClientRect().top +
      window.scrollY +
      SECTION_SCROLL_OFFSET -
      fixedHeaderHeight(),
  );
}

let running = 0;

/**
 * Smoothly scrolls the window so that the element with `id` sits 50 px below the top bar
 * (instantly with reduced motion). A new call cancels a running one. Returns the target.
 */
export function scrollToSection(id: string): number | null {
  const to = targetOf(id);
  if (to === null) return null;
  const from = window.scrollY;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  cancelAnimationFrame(running);
  if (reduced) {
    window.scrollTo(0, to);
    return to;
  }
  const start = performance.now();
  const step = (time: number) => {
    const elapsed = time - start;
    // Aimed again on every frame: the sections above may still change height (just rendered,
    // their data arriving), and the section itself may have replaced its placeholder.
    const target = targetOf(id) ?? to;
    window.scrollTo(0, scrollPositionAt(from, target, elapsed, SECTION_SCROLL_MS));
    if (elapsed < SECTION_SCROLL_MS) running = requestAnimationFrame(step);
  };
  running = requestAnimationFrame(step);
  return to;
}
