/**
 * Answers the early-fetch script of the HTML (apps/web/build/early-fetch.ts) started before the
 * bundle arrived: the session's "me" call and the profile page's read, keyed by the request path
 * (`/api/freelancer/me`, `/api/freelancer/7/profile-page`). Each is handed out once: a Response's
 * body can be read only once, and a later call must ask the server again.
 */
declare global {
  interface Window {
    __handlowoPrefetch?: Map<string, Promise<Response>>;
  }
}

/** The started request for `path` (with the `/api` prefix), or undefined; consumed. */
export function takePrefetched(path: string): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const started = window.__handlowoPrefetch;
  const response = started?.get(path);
  started?.delete(path);
  return response;
}

/**
 * Drops every answer not taken yet: they were asked with the token of the page load, so after a
 * login, a logout or a replaced token they belong to another session.
 */
export function forgetPrefetched(): void {
  if (typeof window !== 'undefined') window.__handlowoPrefetch?.clear();
}
