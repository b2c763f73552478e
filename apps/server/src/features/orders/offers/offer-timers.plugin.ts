import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runOfferTimers } from './offer-timers.ts';

const HOUR = 60 * 60 * 1000;

/** The hourly job of the unanswered offers' reminders and escalations (issue 25, ADR 018). */
export const offerTimers = fp(
  async (app: FastifyInstance) => {
    app.jobs.define({
      kind: 'orders.offer-timers',
      label: 'Przypomnienia o ofertach bez odpowiedzi',
      everyMs: HOUR,
      async run(_payload, { db, now }) {
        // The mails it queues are due at once; the runner takes them in the same drain.
        return runOfferTimers({ db, webUrl: app.config.publicUrl }, now);
      },
    });
  },
  { name: 'offer-timers', dependencies: ['jobs'] },
);
