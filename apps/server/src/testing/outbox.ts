import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** Undoes quoted-printable (soft line breaks and =XX bytes), enough to read links and texts. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? ''));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

export interface ReadMail {
  raw: string;
  /** The decoded message (headers and parts), for text assertions. */
  decoded: string;
  /** The set-password token of the first link to /set-password/{token}, if any. */
  token: string | undefined;
}

export function readMail(raw: string): ReadMail {
  const decoded = decodeQuotedPrintable(raw);
  const token = /\/set-password\/([A-Za-z0-9_-]+)/.exec(decoded)?.[1];
  return { raw, decoded, token };
}

/**
 * The mails the app wrote to its outbox (no SMTP_URL), oldest first; optionally only to `to`.
 * Runs the due jobs first: mails are sent by the job queue, after the request that wrote them.
 */
export async function readOutbox(app: FastifyInstance, to?: string): Promise<ReadMail[]> {
  await app.jobs.drain();
  const dir = path.join(app.config.dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).sort();
  const mails = await Promise.all(
    files.map(async (f) => readMail(await readFile(path.join(dir, f), 'utf8'))),
  );
  return to
    ? mails.filter((m) => m.decoded.toLowerCase().includes(`to: ${to.toLowerCase()}`))
    : mails;
}
