import { z } from 'zod';

/**
 * The schemas made by `scalarBody`: only their routes take a `text/plain` body; the server
 * answers 415 to one sent to any other route (issue 24: a text body needs no CORS preflight).
 */
const scalarBodies = new WeakSet<z.ZodType>();

/**
 * Scalar text bodies (API.md 1.2): the client sends a bare value (`SENIOR`), sometimes with
 * `Content-Type: application/json` although it is not JSON; others send `"SENIOR"` or
 * `{"field": "SENIOR"}`. The server's body parser hands over the parsed JSON value when the body
 * is valid JSON and the raw text otherwise; this schema reduces all forms to the value.
 */
export function scalarBody<T extends z.ZodType>(field: string, inner: T) {
  const schema = z.preprocess((value) => unwrapScalar(value, field), inner);
  scalarBodies.add(schema);
  return schema;
}

export function isScalarBody(schema: unknown): boolean {
  return schema instanceof z.ZodType && scalarBodies.has(schema);
}

export function unwrapScalar(value: unknown, field: string): unknown {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && field in value) {
    const inner = (value as Record<string, unknown>)[field];
    return typeof inner === 'string' ? inner.trim() : inner;
  }
  return value;
}
