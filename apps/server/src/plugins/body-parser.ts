import { messages } from '@handlowo/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors.ts';

const invalidBody = () => badRequest(messages.invalidBody, 'INVALID_BODY');

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, item]) => key.includes('\0') || containsNul(item));
}

/**
 * Request bodies as the client really sends them (API.md 1.2): JSON and text bodies are read as
 * text, whatever of the two types is declared.
 * - empty → `undefined` (the snapshot sends `Content-Type: application/json` with no body);
 * - valid JSON → the parsed value (secure parser: `__proto__` keys are rejected);
 * - text that opens an object or array but is not JSON → 400;
 * - anything else → the raw string, for the scalar bodies the contract's `scalarBody()` unwraps.
 * A NUL character anywhere gives 400: PostgreSQL text cannot hold one, so every query it reached
 * would fail with a 500.
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
        if (text.includes('\0')) throw invalidBody();
        let value: unknown;
        try {
          value = await tryJson(request, text);
        } catch {
          if (/^\s*[[{]/.test(text)) throw badRequest(messages.invalidJson, 'INVALID_JSON');
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
