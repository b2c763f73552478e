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
 * False until the browser has been idle once after the component mounted: for a part below a
 * page's main content whose code and data need not compete with it for a phone's network. True
 * at once when not `wanted`.
 */
export function useIdleAfterMount(wanted = true): boolean {
  const [idle, setIdle] = useState(!wanted);
  useEffect(() => (idle ? undefined : whenIdle(() => setIdle(true))), [idle]);
  return idle;
}
