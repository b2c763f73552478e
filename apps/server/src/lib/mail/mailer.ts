import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config/config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface SendOptions {
  /** The Message-ID header (`<id@host>`): the same for every attempt at one mail. */
  messageId?: string | undefined;
}

export interface Mailer {
  send(message: MailMessage, options?: SendOptions): Promise<void>;
}

/** Outbox file names sort by time: 2025-01-31T10-20-30-123Z-<random>.eml */
function outboxFileName(): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${randomBytes(3).toString('hex')}.eml`;
}

/**
 * SMTP when SMTP_URL is set; otherwise every message is written as an .eml file to
 * DATA_DIR/outbox and its links are logged, so local runs and tests need no mail server.
 */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  const from = config.mailFrom;
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message, options) {
        await transport.sendMail({ from, ...message, messageId: options?.messageId });
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message, options) {
      const info = await transport.sendMail({ from, ...message, messageId: options?.messageId });
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, outboxFileName());
      await writeFile(file, info.message);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      log.info({ to: message.to, subject: message.subject, file, links }, 'mail written to outbox');
    },
  };
}
