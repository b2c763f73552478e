import { useEffect, useState } from 'react';

/** The relative times and the edit windows are checked at least this often. */
const TICK_MS = 60_000;

/**
 * The current time, renewed at `nextChange` (the next end of an edit window) and every minute:
 * 'Edytuj' disappears when the window closes, without a refetch.
 */
export function useNow(nextChange: number | null): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: number | undefined;
    const arm = () => {
      const untilChange = nextChange === null ? TICK_MS : nextChange - Date.now() + 50;
      const delay = untilChange > 0 ? Math.min(TICK_MS, untilChange) : TICK_MS;
      timer = window.setTimeout(() => {
        setNow(new Date());
        arm();
      }, delay);
    };
    arm();
    return () => window.clearTimeout(timer);
  }, [nextChange]);
  return now;
}
