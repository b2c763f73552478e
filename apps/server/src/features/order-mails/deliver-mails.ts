import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Mailer, MailMessage } from '../../lib/mail/mailer.ts';

/** What sending the milestone mails needs from the app. */
export interface MailDelivery {
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** PUBLIC_URL: the web app is served there too, so the mails link to its screens. */
  webUrl: string;
}

/**
 * Sends the mails of a write that has committed. A mail is a courtesy, not part of the write: a
 * failing mailer (SMTP down) is logged and the request still succeeds. The request waits for the
 * sends (as the set-password mails do) so that a mail is in the outbox when the answer arrives.
 */
export async function deliverMails(
  { mailer, log }: MailDelivery,
  messages: readonly MailMessage[],
): Promise<void> {
  // async: a send that throws at once is settled like one that rejects.
  const results = await Promise.allSettled(messages.map(async (message) => mailer.send(message)));
  results.forEach((result, i) => {
    if (result.status === 'fulfilled') return;
    const { to, subject } = messages[i] ?? {};
    log.error({ err: result.reason, to, subject }, 'an order milestone mail could not be sent');
  });
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
