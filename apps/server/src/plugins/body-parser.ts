import { isScalarBody, messages } from '@handlowo/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, badRequest } from '../lib/errors.ts';

const invalidBody = () => badRequest(messages.invalidBody, 'INVALID_BODY');

export const TEXT_BODY_REFUSED = 'Ta operacja przyjmuje tylko treść w formacie JSON';

/**
 * A `text/plain` body is one a page of any site can send without a CORS preflight, so only the
 * routes whose body API.md defines as scalar text take it (issue 24, defect 2: login attempts
 * sent from a foreign page locked victims out). Judged on the declared type, before the text.
 */
function refusesText(request: FastifyRequest): boolean {
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  return type === 'text/plain' && !isScalarBody(request.routeOptions.schema?.body);
}

/** Deeper JSON is refused: no request of the API nests more than a few levels. */
export const MAX_BODY_DEPTH = 400;

/**
 * Whether JSON text opens more than `max` arrays or objects at once. Read on the text, before
 * parsing, in one pass without recursion: extreme nesting never reaches the parser or any walk.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** A NUL in any string or key of a parsed value; iterative, so depth cannot overflow the stack. */
export function containsNul(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\0')) return true;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\0')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * Request bodies as the client really sends them (API.md 1.2): JSON and text bodies are read as
 * text, whatever of the two types is declared; a non-empty `text/plain` body only on the routes
 * of a scalar body, 415 elsewhere.
 * - empty → `undefined` (the snapshot sends `Content-Type: application/json` with no body);
 * - valid JSON → the parsed value (secure parser: `__proto__` keys are rejected);
 * - text that opens an object or array but is not JSON → 400;
 * - a bare number with an exponent or a fraction, and anything else → the raw string, for the
 *   scalar bodies the contract's `scalarBody()` unwraps.
 * A NUL character anywhere gives 400: PostgreSQL text cannot hold one, so every query it reached
 * would fail with a 500. Objects and arrays nested deeper than MAX_BODY_DEPTH give 400.
 */
export const bodyParser = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    const tryJson = (request: FastifyRequest, text: string) =>
      new Promise<unknown>((resolve, reject) => {
        parseJson(request, text, (error, value) => (error ? reject(error) : resolve(value)));
      });

    app.removeContentTypeParser(['application/json', 'text/plain']);
    app.addContentTypeParser(
      ['application/json', 'text/plain'],
      { parseAs: 'string' },
      async (request: FastifyRequest, body: string | Buffer) => {
        const text = typeof body === 'string' ? body : body.toString('utf8');
        if (text.trim() === '') return undefined;
        if (refusesText(request))
          throw new AppError(415, TEXT_BODY_REFUSED, 'UNSUPPORTED_MEDIA_TYPE');
        if (text.includes('\0')) throw invalidBody();
        // A bare number in exponent or fraction form (`1e1`, `7.0`) stays the text it was: parsed,
        // it would pass as the integer an id field expects.
        if (/^\s*-?\d+(?:\.\d*)?[eE.]/.test(text)) return text;
        const structured = /^\s*[[{]/.test(text);
        if (structured && nestsDeeperThan(text, MAX_BODY_DEPTH)) {
          throw badRequest(messages.bodyTooDeep, 'BODY_TOO_DEEP');
        }
        let value: unknown;
        try {
          value = await tryJson(request, text);
        } catch {
          // Any parser failure (a RangeError included) is the client's text, not our fault.
          if (structured) throw badRequest(messages.invalidJson, 'INVALID_JSON');
          return text;
        }
        // In JSON a NUL can only arrive escaped; walk the value only when the escape is there.
        if (text.includes('\\u0000') && containsNul(value)) throw invalidBody();
        return value;
      },
    );
  },
  { name: 'body-parser' },
);
