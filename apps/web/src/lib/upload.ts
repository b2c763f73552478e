import { API_BASE } from './api-client.ts';
import { ApiError, messageOf, NETWORK_ERROR_STATUS } from './api-error.ts';
import { clearToken, getToken } from './token.ts';

/**
 * Multipart uploads with real progress and cancel. `fetch` reports no upload progress, so this
 * one call uses XMLHttpRequest; everything else it does matches `api` (lib/api-client.ts): the
 * bearer token, JSON-only answers (API.md 1.4) and the same `ApiError` mapping (a 403 drops the
 * token). No timeout is set: a 50 MB video on a slow uplink may take minutes.
 */

export interface UploadOptions {
  method?: 'PATCH' | 'POST';
  /** Whole percents 0–100 of the request body sent; 100 only once the body is fully sent. */
  onProgress?: (percent: number) => void;
  /** Aborting it cancels the upload; the promise then rejects with `UploadCancelledError`. */
  signal?: AbortSignal;
}

/** The user cancelled the upload (`signal` aborted): not a failure to report. */
export class UploadCancelledError extends Error {
  constructor() {
    super('Przesyłanie anulowane');
    this.name = 'UploadCancelledError';
  }
}

export function isUploadCancelled(error: unknown): error is UploadCancelledError {
  return error instanceof UploadCancelledError;
}

/** Sent bytes as whole percents; never 100 before the last byte (a rounded 99.6 would lie). */
export function uploadPercent(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((loaded / total) * 100));
}

function parseJson(xhr: XMLHttpRequest): unknown {
  // API.md 1.4: a body is JSON only when the server says so; anything else is "no result".
  if (!xhr.getResponseHeader('content-type')?.includes('application/json')) return null;
  try {
    return JSON.parse(xhr.responseText);
  } catch {
    return null;
  }
}

/**
 * Sends `body` to `/api{path}` (PATCH by default). Resolves with the JSON answer or `null`
 * (204); rejects with `ApiError` (status 0 for a network failure) or `UploadCancelledError`.
 */
export function upload<T = null>(
  path: string,
  body: FormData,
  { method = 'PATCH', onProgress, signal }: UploadOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadCancelledError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbortSignal);

    xhr.open(method, `${API_BASE}${path}`);
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    // No Content-Type: the browser writes multipart/form-data with its boundary.

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(uploadPercent(event.loaded, event.total));
    };
    xhr.onload = () => {
      settle();
      const data = parseJson(xhr);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve(data as T);
        return;
      }
      // Same rule as the api client: 403 means the session is gone.
      if (xhr.status === 403) clearToken();
      reject(new ApiError(xhr.status, messageOf(data)));
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiError(NETWORK_ERROR_STATUS, null));
    };
    xhr.onabort = () => {
      settle();
      reject(new UploadCancelledError());
    };
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    onProgress?.(0);
    xhr.send(body);
  });
}
