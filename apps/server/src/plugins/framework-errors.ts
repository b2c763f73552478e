import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { INTERNAL_ERROR_MESSAGE } from './error-handler.ts';

/** Polish bodies of the URL errors the router raises before any route (and any hook) is found. */
const routerErrors: Record<string, { message: string; code: string }> = {
  FST_ERR_BAD_URL: { message: 'Niepoprawny adres żądania', code: 'BAD_URL' },
  // Fastify's own answer is 414 with the whole URL echoed; an over-long id or token is bad input.
  FST_ERR_MAX_PARAM_LENGTH: { message: 'Parametr adresu jest zbyt długi', code: 'PARAM_TOO_LONG' },
};

/**
 * The server option `frameworkErrors`: errors raised while routing, which never reach the error
 * handler, answered as `{message, code}` (API.md 1.5) without echoing the URL.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const known = routerErrors[error.code];
  if (known) {
    request.log.info({ code: error.code }, 'bad request url');
    void reply.code(400).send(known);
    return;
  }
  request.log.error({ err: error }, 'router error');
  void reply.code(500).send({ message: INTERNAL_ERROR_MESSAGE, code: 'INTERNAL' });
}
