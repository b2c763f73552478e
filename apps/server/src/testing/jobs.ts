import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';

/**
 * Runs `run` while the mail server refuses every message, then lets the queue try the mails it
 * wrote (they fail and wait for their retry). The mailer works again afterwards.
 */
export async function whileMailerDown<T>(app: FastifyInstance, run: () => Promise<T>): Promise<T> {
  const send = vi.spyOn(app.mailer, 'send').mockRejectedValue(new Error('SMTP down'));
  try {
    const result = await run();
    await app.jobs.drain();
    return result;
  } finally {
    send.mockRestore();
  }
}

/** Runs the jobs that are due `ms` from now (a retry's wait), as if that time had passed. */
export function drainAfter(app: FastifyInstance, ms: number): Promise<number> {
  return app.jobs.drain(() => new Date(Date.now() + ms));
}
