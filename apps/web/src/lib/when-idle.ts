import { useEffect, useState } from 'react';

/**
 * Runs `callback` when the browser is idle, at the latest after a second (a page that never goes
 * idle still gets it); Safari has no requestIdleCallback: a short timer. Returns the cancel.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 50);
  return () => window.clearTimeout(handle);
}

/**
 * Runs `callback` once the browser has painted the next frame and then been idle: a frame's
 * callback runs before its paint and a task queued from it after, while an idle period alone can
 * come between a commit and its paint. Returns the cancel.
 */
export function whenIdleAfterPaint(callback: () => void): () => void {
  if (typeof window.requestAnimationFrame !== 'function') return whenIdle(callback);
  let cancelNext = () => {};
  const frame = window.requestAnimationFrame(() => {
    const timer = window.setTimeout(() => {
      cancelNext = whenIdle(callback);
    }, 0);
    cancelNext = () => window.clearTimeout(timer);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    cancelNext();
  };
}

/**
 * False until the browser has painted the component and been idle: for a part below a page's
 * main content whose code and data need not compete with it for a phone's network. True at once
 * when not `wanted`.
 */
export function useIdleAfterMount(wanted = true): boolean {
  const [idle, setIdle] = useState(!wanted);
  useEffect(() => (idle ? undefined : whenIdleAfterPaint(() => setIdle(true))), [idle]);
  return idle;
}
