import { z } from 'zod';

/* The job queue as the admin's Pulpit shows it (ours, issue 24; ADR 015). */

/** How many days back the Pulpit counts and lists failed jobs. */
export const FAILED_JOBS_DAYS = 7;
/** At most this many failed jobs are listed (the count says how many there are). */
export const FAILED_JOBS_SHOWN = 20;

export const FailedJob = z.object({
  id: z.number().int(),
  kind: z.string().describe('the job kind, e.g. `mail`'),
  label: z.string().describe('Polish name of the kind, e.g. `Wysyłka e-maila`'),
  subject: z.string().nullable().describe('what the job was about, e.g. the recipient'),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  failedAt: z.string().describe('ISO 8601 date-time'),
});
export type FailedJob = z.infer<typeof FailedJob>;

export const JobQueueState = z.object({
  waiting: z.number().int().describe('jobs still to run: due, retrying later or running'),
  failedCount: z
    .number()
    .int()
    .describe(`jobs failed for good in the last ${FAILED_JOBS_DAYS} days`),
  failed: z.array(FailedJob).describe(`the latest ${FAILED_JOBS_SHOWN} of them, newest first`),
});
export type JobQueueState = z.infer<typeof JobQueueState>;

export const jobQueueMessages = {
  jobNotFound: 'Nie znaleziono zadania',
  jobNotFailed: 'Ponowić można tylko zadanie, które się nie powiodło',
} as const;
