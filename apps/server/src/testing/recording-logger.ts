import type { FastifyBaseLogger } from 'fastify';

export interface LogEntry {
  level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
  /** The object logged with the message, if any (`{ err }` carries a stack). */
  data: unknown;
  message: string | undefined;
}

/**
 * A logger that keeps every entry of the app and its request loggers in `entries`, to assert
 * what a request logged (`buildTestApp(…, { logger })`).
 */
export function recordingLogger(): FastifyBaseLogger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const at =
    (level: LogEntry['level']) =>
    (first?: unknown, second?: unknown): void => {
      const message = typeof first === 'string' ? first : (second as string | undefined);
      entries.push({ level, data: typeof first === 'string' ? undefined : first, message });
    };
  const logger = {
    level: 'trace',
    entries,
    fatal: at('fatal'),
    error: at('error'),
    warn: at('warn'),
    info: at('info'),
    debug: at('debug'),
    trace: at('trace'),
    silent: () => undefined,
    child: () => logger,
  };
  return logger as FastifyBaseLogger & { entries: LogEntry[] };
}

/** Whether a logged object carries an Error (pino prints its stack). */
const carriesError = (data: unknown) =>
  data !== null &&
  typeof data === 'object' &&
  Object.values(data).some((value) => value instanceof Error);

/** Entries at error or fatal level, or (with `anyLevel`) any entry that logs an Error's stack. */
export const errorsOrStacks = (entries: LogEntry[], { anyLevel = false } = {}) =>
  entries.filter(
    (e) => e.level === 'error' || e.level === 'fatal' || (anyLevel && carriesError(e.data)),
  );
