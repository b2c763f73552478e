/**
 * The demo generator's way into the product: `app.inject` on the public API, so every answer,
 * upload and admin action goes through the same validation and services as a browser's.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, HTTPMethods } from 'fastify';

export type FormValue = string | { filename: string; data: Buffer };

export interface DemoCall {
  <T = unknown>(method: HTTPMethods, path: string, body?: unknown): Promise<T>;
  form(method: HTTPMethods, path: string, fields: Record<string, FormValue>): Promise<void>;
}

const CRLF = '\r\n';

function multipart(fields: Record<string, FormValue>) {
  const boundary = `----handlowo-demo-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const file = typeof value === 'string' ? undefined : value;
    const disposition = file
      ? `form-data; name="${name}"; filename="${file.filename}"${CRLF}Content-Type: application/octet-stream`
      : `form-data; name="${name}"`;
    chunks.push(
      Buffer.from(`--${boundary}${CRLF}Content-Disposition: ${disposition}${CRLF}${CRLF}`),
    );
    chunks.push(file ? file.data : Buffer.from(value as string));
    chunks.push(Buffer.from(CRLF));
  }
  chunks.push(Buffer.from(`--${boundary}--${CRLF}`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Calls as one user. Each user gets its own client address: the API's per-address flood guard
 * (600 requests a minute) would otherwise stop a generator that sends thousands at once.
 */
export function demoClient(app: FastifyInstance, token: string, address: string): DemoCall {
  const send = async (
    method: HTTPMethods,
    path: string,
    body: Buffer | string | undefined,
    type: string,
  ) => {
    const res = await app.inject({
      method,
      url: `/api${path}`,
      remoteAddress: address,
      headers: { authorization: `Bearer ${token}`, 'content-type': type },
      ...(body === undefined ? {} : { payload: body }),
    });
    if (res.statusCode >= 300) {
      throw new Error(`demo data: ${method} ${path} answered ${res.statusCode} ${res.body}`);
    }
    return res.body;
  };
  const call = async <T>(method: HTTPMethods, path: string, body?: unknown): Promise<T> => {
    const text = await send(
      method,
      path,
      body === undefined ? undefined : JSON.stringify(body),
      'application/json',
    );
    return (text ? JSON.parse(text) : undefined) as T;
  };
  return Object.assign(call, {
    async form(method: HTTPMethods, path: string, fields: Record<string, FormValue>) {
      const { body, contentType } = multipart(fields);
      await send(method, path, body, contentType);
    },
  });
}

/** A private-range address per user number (10.x.y.z). */
export const demoAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
