const MINUTE = 60 * 1000;

/**
 * How long a failed job waits before its next attempt: 1 min, 5 min, 30 min, 2 h, 12 h. A job
 * that fails once more after the last wait is FAILED, and only an admin's retry runs it again.
 */
export const RETRY_DELAYS_MS = [1, 5, 30, 120, 720].map((minutes) => minutes * MINUTE);

/** How many times a job runs at most before it is FAILED. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/**
 * When a job that failed on its `attempts`-th run (1 = the first) runs next, or `undefined` when
 * it has used them all.
 */
export function nextAttemptAt(attempts: number, failedAt: Date): Date | undefined {
  const delay = RETRY_DELAYS_MS[attempts - 1];
  return delay === undefined ? undefined : new Date(failedAt.getTime() + delay);
}
