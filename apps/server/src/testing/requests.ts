import type { FastifyInstance, HTTPMethods } from 'fastify';
import { expect } from 'vitest';
import { bearer } from './factories.ts';

export interface RawRequest {
  /** Sent as `authorization: Bearer …` when given. */
  token?: string | undefined;
  /** Goes on the wire as written: a string as raw text, anything else as `JSON.stringify`. */
  payload?: unknown;
  /** `application/json` unless told, also without a payload (what the web client sends). */
  contentType?: string | undefined;
}

/** A request with exactly this body and content type, to test the body parser and scalar bodies. */
export function sendRaw(
  app: FastifyInstance,
  method: HTTPMethods,
  url: string,
  { token, payload, contentType = 'application/json' }: RawRequest = {},
) {
  return app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), 'content-type': contentType },
    payload:
      typeof payload === 'string' || payload === undefined ? payload : JSON.stringify(payload),
  });
}

/** GET `url` as the token's user; expects 200 and returns the JSON body. */
export async function getOk<T>(app: FastifyInstance, url: string, token: string): Promise<T> {
  const res = await app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json<T>();
}

/** A 400 whose message is Polish text, not a raw zod or Fastify message. */
export function expectPolish400(res: { statusCode: number; json: () => { message: string } }) {
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toMatch(/[a-ząćęłńóśźż]/i);
  expect(res.json().message).not.toMatch(/expected|invalid input|received/i);
}

/** A refused request: `status` with exactly `message` and a code (API.md 1.5). */
export function expectError(
  res: { statusCode: number; body: string },
  status: number,
  message: string,
) {
  expect(res.statusCode, res.body).toBe(status);
  expect(JSON.parse(res.body)).toEqual({ message, code: expect.any(String) });
}
