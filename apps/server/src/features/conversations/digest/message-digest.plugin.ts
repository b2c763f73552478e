import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { messageDigestJob } from './message-digest-job.ts';

/** The job kind of the conversations' digest e-mails (issue 26), known to every instance. */
export const messageDigests = fp(
  async (app: FastifyInstance) => {
    app.jobs.define(messageDigestJob(app.config));
  },
  { name: 'message-digests', dependencies: ['jobs'] },
);
