import { ApiError, messageOf, NETWORK_ERROR_STATUS } from './api-error.ts';
import { takePrefetched } from './prefetched.ts';
import { clearToken, getToken, setToken } from './token.ts';

export { ApiError } from './api-error.ts';

/** Every API path is relative to this base (API.md, "Base path"); the dev server proxies it. */
export const API_BASE = '/api';

/** The response header with a replacement session token (ADR 019). */
export const SESSION_TOKEN_HEADER = 'X-Session-Token';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
/** What a call may send: JSON values, a scalar text body (string) or multipart form data. */
export type RequestBody = FormData | string | number | boolean | object | null | undefined;

function encodeBody(body: RequestBody): { body?: BodyInit; contentType?: string } {
  // FormData: the browser sets multipart/form-data with its boundary itself.
  if (body instanceof FormData) return { body };
  // A string is a scalar body (API.md 1.2): the bare value as text/plain, not a JSON string.
  if (typeof body === 'string') return { body, contentType: 'text/plain;charset=utf-8' };
  // API.md 1.1: every other request carries the JSON content type, even without a body.
  if (body === undefined) return { contentType: 'application/json' };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

async function readJson(response: Response): Promise<unknown> {
  // API.md 1.4: a body is JSON only when the server says so; anything else is "no result".
  if (!response.headers.get('content-type')?.includes('application/json')) return null;
  try {
    return await response.json();
  } catch {
    return null;
  }
}

async function request<T>(method: Method, path: string, body?: RequestBody): Promise<T> {
  const encoded = encodeBody(body);
  const headers = new Headers();
  if (encoded.contentType) headers.set('Content-Type', encoded.contentType);
  const token = getToken();
  // Sent whenever a token is stored; public endpoints ignore it (API.md 1.1).
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    // A read the HTML's early-fetch script already started (same path, same token) is adopted
    // instead of asked again (prefetched.ts).
    const started = method === 'GET' ? takePrefetched(`${API_BASE}${path}`) : undefined;
    response = await (started ??
      fetch(`${API_BASE}${path}`, { method, headers, body: encoded.body }));
  } catch {
    throw new ApiError(NETWORK_ERROR_STATUS, null);
  }

  // The server hands over a replacement session token after the user's own password change
  // (docs/adr/019-account-settings.md): every older token, this one included, has stopped working.
  const replacement = response.ok ? response.headers.get(SESSION_TOKEN_HEADER) : null;
  if (replacement) setToken(replacement);

  const data = await readJson(response);
  if (!response.ok) {
    // 403 means the session is gone (expired, unknown user, wrong role): drop the token; the
    // session listener (features/auth) then clears the cached user and the guard sends to /login.
    if (response.status === 403) clearToken();
    throw new ApiError(response.status, messageOf(data));
  }
  return data as T;
}

/**
 * The one HTTP client of the app. Paths are relative to `/api`. Resolves with the parsed JSON
 * body or `null` when the answer carries none; rejects with `ApiError`.
 */
export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: RequestBody) => request<T>('POST', path, body),
  patch: <T>(path: string, body?: RequestBody) => request<T>('PATCH', path, body),
  put: <T>(path: string, body?: RequestBody) => request<T>('PUT', path, body),
  delete: <T>(path: string) => request<T>('DELETE', path),
};
