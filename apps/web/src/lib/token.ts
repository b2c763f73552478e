import type { Role } from '@handlowo/contract';
import { jwtDecode } from 'jwt-decode';

/** localStorage key of the bearer token (spec document 1 section 9). */
export const TOKEN_KEY = 'token';

type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    // Storage can be unavailable (privacy mode, sandboxed iframe): behave as logged out.
    return null;
  }
}

export function setToken(token: string): void {
  window.localStorage.setItem(TOKEN_KEY, token);
  notify();
}

export function clearToken(): void {
  const had = getToken() !== null;
  window.localStorage.removeItem(TOKEN_KEY);
  if (had) notify();
}

/**
 * Calls `listener` whenever the token is set or removed, in this tab or another one
 * (the `storage` event). Returns the unsubscribe function; fits `useSyncExternalStore`.
 */
export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The role of a token: the first entry of its `roles` claim (API.md 1.3). The payload is only
 * decoded, never verified — the server does that on every call. A malformed token makes
 * jwt-decode throw; a missing or unknown role throws `Invalid role`.
 */
export function decodeRole(token: string): Role {
  const claims = jwtDecode<{ roles?: unknown }>(token);
  const first: unknown = Array.isArray(claims.roles) ? claims.roles[0] : undefined;
  if (!isRole(first)) throw new Error('Invalid role');
  return first;
}

/**
 * The contract's roles without its zod schema, which would put zod into the first load of every
 * screen. `satisfies` keeps the list equal to the contract's `Role`: a role added or removed there
 * fails the type check here.
 */
const ROLES = { FREELANCER: true, INVESTOR: true, ADMIN: true } as const satisfies Record<
  Role,
  true
>;

function isRole(value: unknown): value is Role {
  return typeof value === 'string' && Object.hasOwn(ROLES, value);
}
