/**
 * Recognises the failures that mean "the database cannot serve us right now" (down, frozen,
 * restarting, out of connections), as opposed to a bug or a bad statement. The error handler
 * answers them 503 with Retry-After instead of 500 (docs/adr/007-database-failures.md).
 */

export const DATABASE_UNAVAILABLE_MESSAGE =
  'Serwis jest chwilowo niedostępny. Spróbuj ponownie za chwilę.';

/** Seconds a client should wait before retrying: about one database timeout. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * SQLSTATEs of an unreachable or overloaded server (both drivers report them as `code`):
 * class 08 (connection exception) is matched by prefix.
 */
const UNAVAILABLE_SQLSTATES: Record<string, string> = {
  '57P01': 'admin shutdown',
  '57P02': 'crash shutdown',
  '57P03': 'cannot connect now (starting up or shutting down)',
  '57014': 'statement timeout or cancelled',
  '53300': 'too many connections',
};

/** Socket errors of node-postgres while connecting or talking to the server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * Messages node-postgres, pg-pool and PGlite use for lost or timed-out connections; they carry no
 * code. Matched as prefixes of the message.
 */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated', // server closed the socket; "… unexpectedly", "… due to connection timeout"
  'timeout exceeded when trying to connect', // pool checkout (connectionTimeoutMillis)
  'timeout expired', // client connect (connectionTimeoutMillis)
  'Query read timeout', // client-side query_timeout: the server never answered
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool', // shutting down
  'PGlite is closed',
];

export interface DatabaseUnavailable {
  /** What was recognised: a SQLSTATE, a socket code or the driver's message (no SQL, no values). */
  reason: string;
  code: string | undefined;
}

/**
 * The unavailability behind `error`, or undefined for any other error. Follows `cause` (Drizzle
 * wraps driver errors in DrizzleQueryError, pg-pool in "Connection terminated due to …") and the
 * `errors` of an AggregateError (a host name resolving to several addresses).
 */
export function databaseUnavailability(error: unknown): DatabaseUnavailable | undefined {
  const pending: unknown[] = [error];
  // Bounded: a cyclic or absurdly deep cause chain must not hang the error handler.
  for (let seen = 0; pending.length > 0 && seen < 20; seen += 1) {
    const current = pending.shift();
    if (!(current instanceof Error)) continue;
    const found = classify(current);
    if (found) return found;
    if (current.cause !== undefined) pending.push(current.cause);
    if (current instanceof AggregateError) pending.push(...current.errors);
  }
  return undefined;
}

function classify(error: Error): DatabaseUnavailable | undefined {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    const sqlstate = UNAVAILABLE_SQLSTATES[code];
    if (sqlstate) return { reason: sqlstate, code };
    if (/^08[0-9A-Z]{3}$/.test(code)) return { reason: 'connection exception', code };
    if (NETWORK_CODES.has(code)) return { reason: 'network error', code };
  }
  const message = UNAVAILABLE_MESSAGES.find((prefix) => error.message.startsWith(prefix));
  return message
    ? { reason: error.message, code: typeof code === 'string' ? code : undefined }
    : undefined;
}

/** Foreign keys to `users` are named `<table>_<column>_users_id_fk` (Drizzle's naming). */
const USER_FOREIGN_KEY = /_users_id_fk"?$/;

/**
 * Whether `error` is a foreign-key violation against `users`: a user the request names (or the
 * caller) was deleted while it ran (issue 12). The writers that race with a deletion lock the user
 * and answer 404 themselves; this catches the ones that don't, so the client gets a 404, never a
 * 500. Follows `cause` like `databaseUnavailability`.
 */
export function isVanishedUserReference(error: unknown): boolean {
  let current: unknown = error;
  for (let seen = 0; current instanceof Error && seen < 20; seen += 1) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23503') {
      const name =
        typeof constraint === 'string'
          ? constraint
          : (/foreign key constraint "([^"]+)"/.exec(current.message)?.[1] ?? '');
      return USER_FOREIGN_KEY.test(name);
    }
    current = current.cause;
  }
  return false;
}
