/**
 * How the server's log reads (issue 28). JSON lines suit a collector, a pipe or a file; a person
 * at a terminal gets one short line per record instead, and the first start's admin credentials
 * as a framed block that does not drown among the request lines.
 */
export type LogFormat = 'json' | 'pretty';

/** LOG_FORMAT when set; otherwise readable at a terminal and JSON anywhere else. */
export function chooseLogFormat(setting: LogFormat | undefined, isTerminal: boolean): LogFormat {
  return setting ?? (isTerminal ? 'pretty' : 'json');
}

/**
 * The record bootstrap-admin.ts logs with the generated password: `event` tells the readable
 * format to frame it.
 */
export const ADMIN_CREATED_EVENT = 'first-start-admin';

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
/** Shown by the line's own layout, or noise to a person (pino's process fields). */
const LAID_OUT = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'reqId', 'req', 'res', 'err']);

type LogRecord = Record<string, unknown>;

const asRecord = (value: unknown): LogRecord | undefined =>
  value !== null && typeof value === 'object' ? (value as LogRecord) : undefined;

function clock(time: unknown): string {
  const date = typeof time === 'number' ? new Date(time) : new Date();
  return [date.getHours(), date.getMinutes(), date.getSeconds()]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
}

function value(item: unknown): string {
  return typeof item === 'string' && !/\s/.test(item) ? item : JSON.stringify(item);
}

/** A box around lines, sized to the longest. */
export function framed(lines: readonly string[]): string {
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '─'.repeat(width + 2);
  return [`┌${rule}┐`, ...lines.map((line) => `│ ${line.padEnd(width)} │`), `└${rule}┘`].join('\n');
}

function adminBlock(record: LogRecord): string {
  return framed([
    'First start: an administrator account was created.',
    '',
    `  E-mail:    ${String(record.email)}`,
    `  Password:  ${String(record.password)}`,
    '',
    'The password is shown only this once: log in and change it',
    'in the account settings, or set ADMIN_EMAIL and ADMIN_PASSWORD.',
  ]);
}

/** One pino record as a person reads it: time, level, message, request, the other fields. */
export function prettyLogLine(record: LogRecord): string {
  if (record.event === ADMIN_CREATED_EVENT) return `\n${adminBlock(record)}\n`;
  const level = (LEVELS[Number(record.level)] ?? String(record.level)).padEnd(5);
  const parts = [clock(record.time), level, String(record.msg ?? '')];
  const req = asRecord(record.req);
  if (req) parts.push(`${String(req.method)} ${String(req.url)}`);
  const res = asRecord(record.res);
  if (res) {
    const took =
      typeof record.responseTime === 'number' ? ` in ${Math.round(record.responseTime)} ms` : '';
    parts.push(`→ ${String(res.statusCode)}${took}`);
  }
  for (const [key, item] of Object.entries(record)) {
    if (LAID_OUT.has(key) || key === 'responseTime' || item === undefined) continue;
    parts.push(`${key}=${value(item)}`);
  }
  if (typeof record.reqId === 'string') parts.push(`(${record.reqId.slice(0, 8)})`);
  const err = asRecord(record.err);
  const stack = err ? `\n    ${String(err.stack ?? err.message).replaceAll('\n', '\n    ')}` : '';
  return `${parts.filter(Boolean).join('  ')}${stack}`;
}

/** A destination for pino that writes each JSON line as `prettyLogLine` to `out`. */
export function prettyLogStream(out: { write(text: string): unknown }) {
  return {
    write(chunk: string) {
      for (const line of chunk.split('\n')) {
        if (!line) continue;
        let record: LogRecord | undefined;
        try {
          record = asRecord(JSON.parse(line));
        } catch {
          record = undefined;
        }
        out.write(`${record ? prettyLogLine(record) : line}\n`);
      }
    },
  };
}
