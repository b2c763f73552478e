import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

/** How close to the end still counts as "reading the newest messages", in pixels. */
const NEAR_END_PX = 80;

/**
 * Keeps the thread's scroll box where a reader expects it: at the newest message when the thread
 * opens, when the caller sends one, and when one arrives while they read the end (not while they
 * read older ones); on the same message when 'Wczytaj starsze' adds messages above it.
 */
export function useThreadScroll(
  box: RefObject<HTMLElement | null>,
  newest: { id: number; mine: boolean } | null,
  pageCount: number,
) {
  const nearEnd = useRef(true);
  const olderFrom = useRef<{ height: number; top: number } | null>(null);
  const shownNewest = useRef<number | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const onScroll = () => {
      nearEnd.current =
        element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_END_PX;
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, [box]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a page of older ones lands
  useLayoutEffect(() => {
    const element = box.current;
    const from = olderFrom.current;
    if (!element || !from) return;
    element.scrollTop = element.scrollHeight - from.height + from.top;
    olderFrom.current = null;
  }, [box, pageCount]);

  const newestId = newest?.id ?? null;
  const newestMine = newest?.mine ?? false;
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || newestId === null || newestId === shownNewest.current) return;
    const first = shownNewest.current === null;
    shownNewest.current = newestId;
    if (first || newestMine || nearEnd.current) element.scrollTop = element.scrollHeight;
  }, [box, newestId, newestMine]);

  return {
    /** Call before loading older messages: their height is added above what is on screen. */
    keepPosition: () => {
      const element = box.current;
      if (element) olderFrom.current = { height: element.scrollHeight, top: element.scrollTop };
    },
  };
}
