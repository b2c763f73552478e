import type { FastifyInstance, HTTPMethods } from 'fastify';
import type { AccessRequest } from './types.ts';

let addressCount = 0;

/**
 * A new client address for each request. The global flood guard (600 a minute per address) and the
 * login, temporary-session and reset-mail throttles count per address; a harness that sends
 * thousands of requests from 127.0.0.1 would meet them and turn flaky.
 */
export function clientAddress(): string {
  addressCount += 1;
  const n = addressCount;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** Sends a matrix or fuzz request: JSON unless the body is a string or a Buffer (sent as is). */
export function send(
  app: FastifyInstance,
  method: string,
  request: AccessRequest & { query?: Record<string, string | string[]> },
  token: string | undefined,
) {
  const { url, body, contentType = 'application/json', query } = request;
  return app.inject({
    method: method as HTTPMethods,
    url,
    ...(query ? { query } : {}),
    remoteAddress: clientAddress(),
    headers: {
      'content-type': contentType,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload:
      body === undefined || typeof body === 'string' || Buffer.isBuffer(body)
        ? body
        : JSON.stringify(body),
  });
}
