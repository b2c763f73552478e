import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import type { Mailer, MailMessage } from '../../../lib/mail/mailer.ts';

/** What sending the milestone mails needs from the app. */
export interface MailDelivery {
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** PUBLIC_URL: the web app is served there too, so the mails link to its screens. */
  webUrl: string;
}

/** How long an answer waits for its mails: long enough for the outbox and a healthy SMTP server. */
export const MAIL_WAIT_MS = 5000;

/**
 * Sends the mails of a write that has committed. A mail is a courtesy, not part of the write: a
 * failing mailer (SMTP down) is logged and the request still succeeds. The request waits for the
 * sends (as the set-password mails do, so a mail is in the outbox when the answer arrives), but
 * at most `waitMs`: a hanging SMTP server must not hold the admin's answer for its own timeout.
 */
export async function deliverMails(
  { mailer, log }: MailDelivery,
  messages: readonly MailMessage[],
  waitMs = MAIL_WAIT_MS,
): Promise<void> {
  // async: a send that throws at once is settled like one that rejects.
  const sending = Promise.allSettled(messages.map(async (message) => mailer.send(message))).then(
    (results) => {
      results.forEach((result, i) => {
        if (result.status === 'fulfilled') return;
        const { to, subject } = messages[i] ?? {};
        log.error({ err: result.reason, to, subject }, 'an order milestone mail could not be sent');
      });
      return 'sent' as const;
    },
  );
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), waitMs);
  });
  const outcome = await Promise.race([sending, late]);
  clearTimeout(timer);
  if (outcome === 'late') {
    log.warn({ count: messages.length }, 'order milestone mails still sending; not waiting longer');
  }
}

/** An order write that mails its milestones once it has committed. */
export interface OrderWriteContext extends MailDelivery {
  db: Database;
}

/**
 * The context of one request: the app's database and mailer (read at call time, so a test can
 * stub `app.mailer.send`), the request's log.
 */
export const orderWriteContext = (
  app: { db: Database; mailer: Mailer; config: { publicUrl: string } },
  log: FastifyBaseLogger,
): OrderWriteContext => ({ db: app.db, mailer: app.mailer, log, webUrl: app.config.publicUrl });
