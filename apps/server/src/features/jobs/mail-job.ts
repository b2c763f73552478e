import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import type { Mailer, MailMessage } from '../../lib/mail/mailer.ts';
import { insertJobs } from './job.repository.ts';
import type { JobKind } from './job-runner.ts';

export const MAIL_JOB = 'mail';

const MailPayload = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});

/**
 * What a sent mail's row keeps: its subject. Not the body (it can hold a set-password link) and
 * not the address (a deleted account must leave no trace).
 */
const SentMail = z.object({ subject: z.string() });

/**
 * Writes mails as jobs with the transaction of what they tell about, so that they go out exactly
 * when it commits, even if the process dies right after or the SMTP server is down for hours.
 * Call `app.jobs.wake()` after the commit.
 */
export function enqueueMails(db: Executor, messages: readonly MailMessage[], now = new Date()) {
  return insertJobs(
    db,
    messages.map((message) => ({ kind: MAIL_JOB, payload: message })),
    now,
  );
}

/**
 * Sends one mail. Its Message-ID is made from the job's id, so a mail that is sent again (the
 * process died between the SMTP server's acceptance and the job's mark) is the same message to
 * the receiving servers, which drop the copy.
 */
export function mailJob(mailer: Mailer): JobKind {
  return {
    kind: MAIL_JOB,
    label: 'Wysyłka e-maila',
    async run(payload, { job }) {
      const message = MailPayload.parse(payload);
      await mailer.send(message, {
        messageId: `<job-${job.id}-${job.createdAt.getTime()}@handlowo>`,
      });
      return { subject: message.subject } satisfies z.infer<typeof SentMail>;
    },
    describe(payload) {
      const mail = MailPayload.safeParse(payload);
      if (mail.success) return `${mail.data.subject} (do: ${mail.data.to})`;
      const sent = SentMail.safeParse(payload);
      return sent.success ? sent.data.subject : undefined;
    },
  };
}
