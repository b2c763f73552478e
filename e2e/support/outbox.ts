import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Reads the e-mails the server writes to DATA_DIR/outbox/*.eml when SMTP_URL is unset. Only the
 * parts of RFC 5322/MIME that a mail library produces for a plain notification are handled:
 * headers with folding, multipart bodies, quoted-printable and base64 transfer encodings.
 */

export interface Mail {
  file: string;
  headers: Map<string, string>;
  /** All text parts (plain and HTML), decoded. */
  text: string;
}

export async function newestMailTo(
  dataDir: string,
  address: string,
  /**
   * `containing`: only a mail whose text has it (a registration mails a verification link
   * first, which must not pass for the set-password mail that a spec waits for).
   */
  options: { after?: number; timeoutMs?: number; containing?: string } = {},
): Promise<Mail> {
  const outbox = join(dataDir, 'outbox');
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  const wanted = address.toLowerCase();
  // The server may answer the request before the mail is on disk; wait for it to appear.
  for (;;) {
    const files = await readdir(outbox).catch(() => [] as string[]);
    const candidates: { file: string; mtime: number }[] = [];
    for (const name of files.filter((file) => file.endsWith('.eml'))) {
      const file = join(outbox, name);
      const { mtimeMs } = await stat(file);
      if (mtimeMs >= (options.after ?? 0)) candidates.push({ file, mtime: mtimeMs });
    }
    candidates.sort((a, b) => b.mtime - a.mtime || b.file.localeCompare(a.file));
    for (const { file } of candidates) {
      const mail = parseMail(file, await readFile(file, 'utf8'));
      const wantedText = options.containing === undefined || mail.text.includes(options.containing);
      if (recipients(mail).includes(wanted) && wantedText) return mail;
    }
    if (Date.now() > deadline) {
      throw new Error(`no e-mail to ${address} in ${outbox} (${files.length} files there)`);
    }
    await new Promise((next) => setTimeout(next, 200));
  }
}

/** The first `/set-password/{token}` link in the mail. */
export function setPasswordLink(mail: Mail): string {
  const match = /https?:\/\/[^\s"'<>]*\/set-password\/[^\s"'<>/?#]+/.exec(mail.text);
  if (!match) {
    throw new Error(`no set-password link in ${mail.file}:\n${mail.text.slice(0, 2000)}`);
  }
  return match[0];
}

/** The first `/verify-email/{token}` link in the mail (issue 24, the registration's mail). */
export function verifyEmailLink(mail: Mail): string {
  const match = /https?:\/\/[^\s"'<>]*\/verify-email\/[^\s"'<>/?#]+/.exec(mail.text);
  if (!match) {
    throw new Error(`no verify-email link in ${mail.file}:\n${mail.text.slice(0, 2000)}`);
  }
  return match[0];
}

/** The addresses of the To header, lower case (`Name <a@b.pl>, c@d.pl` gives both). */
function recipients(mail: Mail): string[] {
  return (mail.headers.get('to') ?? '')
    .split(',')
    .map((part) => (/<([^>]+)>/.exec(part)?.[1] ?? part).trim().toLowerCase());
}

export function parseMail(file: string, raw: string): Mail {
  const { headers, body } = splitEntity(raw);
  return { file, headers, text: textOf(headers, body).join('\n') };
}

function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers = new Map<string, string>();
  // Folded header lines start with white space and continue the previous header.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function textOf(headers: Map<string, string>, body: string): string[] {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    return parts
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => {
        const entity = splitEntity(part.replace(/^\n/, ''));
        return textOf(entity.headers, entity.body);
      });
  }
  if (!/^text\//i.test(type)) return [];
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'base64')
    return [Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')];
  if (encoding === 'quoted-printable') return [decodeQuotedPrintable(body)];
  return [body];
}

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
