import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/config.ts';
import { AppError } from '../lib/errors.ts';

export const BODY_TIMEOUT_MESSAGE = 'Przesyłanie treści żądania trwało zbyt długo';

const isUpload = (request: FastifyRequest) =>
  request.headers['content-type']?.trim().toLowerCase().startsWith('multipart/') === true;

/** Whether a body is coming at all (Fastify parses only then; a GET has none). */
const hasBody = ({ headers }: FastifyRequest) =>
  headers['transfer-encoding'] !== undefined ||
  (headers['content-length'] !== undefined && headers['content-length'] !== '0');

/**
 * A body that is not an upload must arrive within `bodyTimeoutMs` (issue 24, defect 6: a body
 * sent at a byte a second held a connection and its memory for minutes). The body is read
 * through a stream that fails with 408 when time is up; the connection is then closed, so the
 * rest is never read. Uploads are bounded only by Node's `requestTimeout` (UPLOAD_TIMEOUT_MS),
 * long enough for a 50 MB video over a slow phone connection.
 */
export const bodyTimeout = fp<{ config: Config }>(
  async (app: FastifyInstance, { config }) => {
    app.addHook('preParsing', async (request, reply, payload) => {
      if (!hasBody(request) || isUpload(request)) return payload;
      const timed = new PassThrough();
      const timer = setTimeout(() => {
        reply.header('connection', 'close');
        payload.unpipe(timed);
        timed.destroy(new AppError(408, BODY_TIMEOUT_MESSAGE, 'BODY_TIMEOUT'));
      }, config.bodyTimeoutMs);
      const stop = () => clearTimeout(timer);
      timed.once('end', stop);
      timed.once('close', stop);
      reply.raw.once('close', stop);
      payload.once('error', (error) => timed.destroy(error));
      payload.pipe(timed);
      return timed;
    });
  },
  { name: 'body-timeout' },
);
