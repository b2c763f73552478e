import fastifyJwt from '@fastify/jwt';
import { coercedIdField, type Role, TokenClaims } from '@handlowo/contract';
import type {
  FastifyInstance,
  FastifyRequest,
  onRequestAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { type Config, resolveJwtSecret } from '../config/config.ts';
import { findSessionUser } from '../features/auth/user.repository.ts';
import { forbidden } from '../lib/errors.ts';

/** Who is calling; set by `fastify.authorize(...)`, so only present in routes that use it. */
export interface AuthContext {
  userId: number;
  role: Role;
}

/** A route guarded by `authorize` (what tests of the whole route table loop over). */
export interface AuthorizedRoute {
  method: string;
  url: string;
  /** Empty: any logged-in user. */
  roles: readonly Role[];
}

/** What a session token is issued for; `tokenVersion` ends older sessions when it is raised. */
export interface TokenSubject {
  id: number;
  role: Role;
  tokenVersion: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook: a valid bearer token of an existing user with one of `roles` (none = any
     * logged-in user, the mock investor included). Otherwise 403, never 401 (API.md 1.5). Use it
     * as `onRequest` only (checked when the route is added): it must run before the body is
     * parsed and validated, so that anonymous callers learn nothing from validation messages.
     */
    authorize(...roles: Role[]): onRequestAsyncHookHandler;
    /** A signed token for the user (login, mock session, tests). */
    issueToken(user: TokenSubject): string;
    /** Every route added so far with `authorize` in its `onRequest`. */
    readonly authorizedRoutes: readonly AuthorizedRoute[];
  }
  interface FastifyRequest {
    auth: AuthContext;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; roles: Role[]; ver: number };
  }
}

const guardRoles = Symbol('authorize roles');
type Guard = onRequestAsyncHookHandler & { [guardRoles]: readonly Role[] };

const isGuard = (hook: unknown): hook is Guard => typeof hook === 'function' && guardRoles in hook;

const hooksOf = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];

/** Route hooks that run after the body is parsed or validated: too late for authentication. */
const lateHooks = [
  'preParsing',
  'preValidation',
  'preHandler',
  'preSerialization',
  'onSend',
  'onResponse',
] as const satisfies readonly (keyof RouteOptions)[];

export const authPlugin = fp<{ config: Config }>(
  async (app: FastifyInstance, { config }) => {
    await app.register(fastifyJwt, {
      secret: await resolveJwtSecret(config),
      // @fastify/jwt reads a numeric expiresIn as seconds.
      sign: { algorithm: 'HS256', expiresIn: config.jwtTtlSeconds },
      verify: { algorithms: ['HS256'] },
    });

    app.decorate('issueToken', (user: TokenSubject) =>
      app.jwt.sign({ sub: String(user.id), roles: [user.role], ver: user.tokenVersion }),
    );

    app.decorateRequest('auth', null as unknown as AuthContext);

    const authorizedRoutes: AuthorizedRoute[] = [];
    app.decorate('authorizedRoutes', authorizedRoutes);

    // Registered before any feature route, so it sees every route the app adds.
    app.addHook('onRoute', (route) => {
      for (const name of lateHooks) {
        if (hooksOf(route[name]).some(isGuard)) {
          throw new Error(
            `${String(route.method)} ${route.url}: app.authorize(...) belongs in onRequest, not ${name} (it must run before validation)`,
          );
        }
      }
      const guard = hooksOf(route.onRequest).find(isGuard);
      if (!guard) return;
      for (const method of hooksOf(route.method)) {
        authorizedRoutes.push({ method: String(method), url: route.url, roles: guard[guardRoles] });
      }
    });

    app.decorate('authorize', (...roles: Role[]): onRequestAsyncHookHandler => {
      const guard = async (request: FastifyRequest) => {
        let decoded: unknown;
        try {
          decoded = await request.jwtVerify();
        } catch {
          throw forbidden();
        }
        const claims = TokenClaims.safeParse(decoded);
        if (!claims.success) throw forbidden();
        // The contract's id rule: digits within the integer range, or no database lookup at all.
        const userId = coercedIdField.safeParse(claims.data.sub);
        if (!userId.success) throw forbidden();
        // The database, not the token, is the truth: deleted users and changed roles lose access.
        const user = await findSessionUser(app.db, userId.data);
        if (!user) throw forbidden();
        // Tokens issued before versions existed carry none: they count as version 0.
        if ((claims.data.ver ?? 0) !== user.tokenVersion) throw forbidden();
        if (roles.length > 0 && !roles.includes(user.role)) throw forbidden();
        request.auth = { userId: user.id, role: user.role };
      };
      return Object.assign(guard, { [guardRoles]: roles });
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
