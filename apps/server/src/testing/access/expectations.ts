import type { Actor, LoggedActor, RequestContext, RouteAccess } from './types.ts';

type Statuses = Record<Actor, number>;

/** Every actor, the anonymous one included, gets `status`: the route needs no token. */
export const publicRoute = (status: number): Statuses => ({
  anonymous: status,
  freelancerA: status,
  freelancerB: status,
  temporaryInvestor: status,
  investor: status,
  admin: status,
});

/** Every logged-in actor gets `status`, the anonymous caller 403 (API.md 1.5: never 401). */
export const loggedIn = (status: number): Statuses => ({ ...publicRoute(status), anonymous: 403 });

/** `allowed` get `status`, everyone else 403 (missing token or wrong role). */
export const only = (allowed: readonly LoggedActor[], status: number): Statuses => {
  const statuses = publicRoute(403);
  for (const actor of allowed) statuses[actor] = status;
  return statuses;
};

export const FREELANCERS = ['freelancerA', 'freelancerB'] as const satisfies LoggedActor[];
/** INVESTOR includes the temporary investor unless "real only" (API.md auth labels). */
export const INVESTORS = ['temporaryInvestor', 'investor'] as const satisfies LoggedActor[];

/**
 * `PATCH url` saving the caller's own answer: `allowed` get 204, everyone else 403. The body may
 * be read from the reference lists (`read`).
 */
export const ownAnswerSave = (
  allowed: readonly LoggedActor[],
  url: string,
  body: (read: RequestContext['read']) => Promise<unknown> | unknown,
): RouteAccess => ({
  route: `PATCH ${url}`,
  request: async ({ read }) => ({ url, body: await body(read) }),
  expect: only(allowed, 204),
});
