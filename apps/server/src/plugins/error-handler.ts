import { accountMessages, messages } from '@handlowo/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  databaseUnavailability,
  isVanishedUserReference,
} from '../lib/database-errors.ts';
import { AppError } from '../lib/errors.ts';

export const INTERNAL_ERROR_MESSAGE = 'Wystąpił błąd serwera. Spróbuj ponownie później.';

/** Polish texts for the 4xx that Fastify and its plugins raise themselves. */
const statusMessages: Record<number, string> = {
  404: 'Nie znaleziono',
  405: 'Metoda niedozwolona',
  413: 'Treść żądania jest zbyt duża',
  415: 'Nieobsługiwany typ treści żądania',
  429: 'Zbyt wiele żądań. Spróbuj ponownie później.',
};

const statusCodes: Record<number, string> = {
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

interface ValidationIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params?: { expected?: unknown };
}

/**
 * The one error handler (API.md 1.5): every failure becomes `{message, code}`; validation gives
 * the first issue's Polish message; 5xx are logged with the request id and never detailed.
 */
export const errorHandler = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        return reply.code(error.statusCode).send({ message: error.message, code: error.code });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const first = error.validation[0] as ValidationIssue | undefined;
        // An object or list body missing altogether: zod's generic type text says nothing useful.
        const wholeBody =
          first?.instancePath === '/' &&
          first.keyword === 'invalid_type' &&
          (first.params?.expected === 'object' || first.params?.expected === 'array');
        const message = !first?.message || wholeBody ? messages.invalidBody : first.message;
        return reply.code(400).send({ message, code: 'VALIDATION' });
      }
      // Database down, frozen or saturated: an outage to retry, not a bug (ADR 007). Logged per
      // request at warn, without the stack or the SQL that Drizzle puts in its message.
      const unavailable = databaseUnavailability(error);
      if (unavailable) {
        request.log.warn({ database: unavailable }, 'database unavailable');
        return reply
          .code(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ message: DATABASE_UNAVAILABLE_MESSAGE, code: 'DATABASE_UNAVAILABLE' });
      }
      if (isVanishedUserReference(error)) {
        request.log.info({ err: error }, 'a referenced user was deleted meanwhile');
        return reply
          .code(404)
          .send({ message: accountMessages.userNotFound, code: 'USER_DELETED' });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        request.log.info({ err: error }, 'client error');
        return reply.code(status).send({
          message: statusMessages[status] ?? messages.invalidBody,
          code: statusCodes[status] ?? error.code ?? 'BAD_REQUEST',
        });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({ message: INTERNAL_ERROR_MESSAGE, code: 'INTERNAL' });
    });
  },
  { name: 'error-handler' },
);
