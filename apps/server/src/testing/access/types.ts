import type { FastifyInstance } from 'fastify';

/** Who calls a route in the authorization matrix (API.md auth labels). */
export const ACTORS = [
  'anonymous',
  'freelancerA',
  'freelancerB',
  'temporaryInvestor',
  'investor',
  'admin',
] as const;
export type Actor = (typeof ACTORS)[number];
export type LoggedActor = Exclude<Actor, 'anonymous'>;

/** A logged-in actor of a world. */
export interface ActorSession {
  id: number;
  email: string;
  token: string;
  /** Null for the temporary investor, which has none. */
  password: string | null;
}

/** The five accounts every route is tried with, fresh for each route (see `actors.ts`). */
export interface World {
  actors: Record<LoggedActor, ActorSession>;
}

/** A request to the route, as valid as a caller that is allowed can send it. */
export interface AccessRequest {
  /** The concrete URL with `/api` and real ids, e.g. `/api/specialization/freelancer/12`. */
  url: string;
  /** Sent as JSON, or as raw text when a string (scalar bodies, API.md 1.2). None when absent. */
  body?: unknown;
  /** `application/json` unless given (what the web client sends, also with no body). */
  contentType?: string;
}

export interface RequestContext {
  app: FastifyInstance;
  world: World;
  /** Who sends this request: builders that need per-call data (a fresh e-mail) can look. */
  actor: Actor;
  /** GET of a reference list (any logged-in user may read them), cached per test file. */
  read<T>(url: string): Promise<T>;
}

/**
 * A route's entry in the authorization matrix: the request every actor sends and the status each
 * must get. Writes to someone's item use freelancer A's (or the investor's) ids, so that the
 * other actors prove they cannot touch it (404 for foreign items, 403 for a wrong role).
 */
export interface RouteAccess {
  /** `METHOD /api/path/:param`, exactly as the route table lists it. */
  route: string;
  request(context: RequestContext): AccessRequest | Promise<AccessRequest>;
  expect: Record<Actor, number>;
  /**
   * The route changes who an actor is (the temporary investor registers): it gets actors of its
   * own instead of the ones the other routes share.
   */
  freshWorld?: boolean;
}

/** A route the matrix deliberately leaves out, and why. */
export interface ExcludedRoutes {
  /** Matches the route key (`METHOD /url`). */
  match: RegExp;
  reason: string;
}
