import fastifyJwt from '@fastify/jwt';
import { type Role, TokenClaims } from '@handlowo/contract';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { type Config, resolveJwtSecret } from '../config/config.ts';
import { findUserById } from '../features/users/user.repository.ts';
import { forbidden } from '../lib/errors.ts';

/** Who is calling; set by `fastify.authorize(...)`, so only present in routes that use it. */
export interface AuthContext {
  userId: number;
  role: Role;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler: a valid bearer token of an existing user with one of `roles` (none = any
     * logged-in user, the mock investor included). Otherwise 403, never 401 (API.md 1.5).
     */
    authorize(...roles: Role[]): preHandlerAsyncHookHandler;
    /** A signed token for the user (login, mock session, tests). */
    issueToken(user: { id: number; role: Role }): string;
  }
  interface FastifyRequest {
    auth: AuthContext;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; roles: Role[] };
  }
}

export const authPlugin = fp<{ config: Config }>(
  async (app: FastifyInstance, { config }) => {
    await app.register(fastifyJwt, {
      secret: await resolveJwtSecret(config),
      // @fastify/jwt reads a numeric expiresIn as seconds.
      sign: { algorithm: 'HS256', expiresIn: config.jwtTtlSeconds },
      verify: { algorithms: ['HS256'] },
    });

    app.decorate('issueToken', (user: { id: number; role: Role }) =>
      app.jwt.sign({ sub: String(user.id), roles: [user.role] }),
    );

    app.decorateRequest('auth', null as unknown as AuthContext);

    app.decorate('authorize', (...roles: Role[]): preHandlerAsyncHookHandler => {
      return async (request: FastifyRequest) => {
        let decoded: unknown;
        try {
          decoded = await request.jwtVerify();
        } catch {
          throw forbidden();
        }
        const claims = TokenClaims.safeParse(decoded);
        const userId = claims.success ? Number(claims.data.sub) : Number.NaN;
        if (!Number.isSafeInteger(userId)) throw forbidden();
        // The database, not the token, is the truth: deleted users and changed roles lose access.
        const user = await findUserById(app.db, userId);
        if (!user) throw forbidden();
        if (roles.length > 0 && !roles.includes(user.role)) throw forbidden();
        request.auth = { userId, role: user.role };
      };
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
