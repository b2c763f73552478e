import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors.ts';

/** C0 control characters and DEL: no id, token, key or search phrase of the API holds one. */
export function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

export const INVALID_PARAM_MESSAGE = 'Niepoprawny parametr adresu: niedozwolone znaki';

/**
 * Refuses a path parameter with a control character before any route sees it: a NUL reaching
 * PostgreSQL fails the query (a 500), and no parameter of the API has a use for the others. The
 * check sits here once, for every route, present and future (the fuzz harness sends them all).
 */
export const pathParamsGuard = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      const params = request.params as Record<string, unknown> | undefined;
      if (!params) return;
      for (const value of Object.values(params)) {
        if (typeof value === 'string' && hasControlCharacter(value)) {
          throw badRequest(INVALID_PARAM_MESSAGE, 'INVALID_PARAM');
        }
      }
    });
  },
  { name: 'path-params-guard' },
);
