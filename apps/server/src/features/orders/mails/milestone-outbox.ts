import type { FastifyInstance } from 'fastify';
import { readOutbox } from '../../../testing/outbox.ts';

/*
 * Test helper: the milestone mails in the outbox as subject and decoded body, so tests can check
 * the recipient, the subject and the key text without knowing how MIME encoded them.
 */

export interface OutboxMail {
  subject: string;
  /** The decoded message (both parts). */
  body: string;
}

/** Undoes RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) of a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_all, kind: string, data: string) => {
      if (kind.toUpperCase() === 'B') return Buffer.from(data, 'base64').toString('utf8');
      const bytes = data
        .replace(/_/g, ' ')
        .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
      return decodeURIComponent(bytes);
    });
}

/** The mails sent to `email`, oldest first. */
export async function mailsTo(app: FastifyInstance, email: string): Promise<OutboxMail[]> {
  const mails = await readOutbox(app, email);
  return mails.map(({ raw, decoded }) => {
    // A long subject is folded onto continuation lines that start with white space.
    const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
    return { subject: decodeHeader(header.replace(/\r?\n[ \t]/g, ' ')), body: decoded };
  });
}
