import { errorTexts, wireMessages } from '@handlowo/contract';

/** Status used for a request that never got an answer (network failure, aborted connection). */
export const NETWORK_ERROR_STATUS = 0;

/**
 * A failed call. `message` is the Polish text of the error catalogue (spec document 1 section 8,
 * API.md 1.5) that the screens show; `serverMessage` is the server's own `message`, kept for logs
 * and for the few places that match on it.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | null;

  constructor(status: number, serverMessage: string | null) {
    super(errorTextFor(status, serverMessage));
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

/**
 * The catalogue: the status decides, and for 404 two exact server messages. The client never
 * shows the server's message itself. Texts come from the contract (spell-corrected, docs/copy.md).
 */
export function errorTextFor(status: number, serverMessage: string | null): string {
  switch (status) {
    case 404:
      if (serverMessage === wireMessages.pictureNotFound) return errorTexts.pictureNotFound;
      if (serverMessage === wireMessages.userNotFound) return errorTexts.userNotFound;
      return errorTexts.wrongCredentials;
    case 403:
      return errorTexts.sessionExpired;
    case 409:
      return errorTexts.emailTaken;
    case NETWORK_ERROR_STATUS:
      return errorTexts.serverError;
    default:
      // The spec's table names only 500; every 5xx (a 503 while the database is away, a proxy's
      // 502) is just as much the server's fault, so it gets the same text (docs/copy.md).
      return status >= 500 ? errorTexts.serverError : errorTexts.unknownError;
  }
}

/**
 * The call got no real answer about the request: no answer at all (network failure, a page
 * unloading mid-request) or a server-side failure (5xx, e.g. 503 while the database is briefly
 * unavailable). Worth retrying; it says nothing about the session. Anything else (4xx, a
 * malformed token) is a real answer.
 */
export function isTransientFailure(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.status === NETWORK_ERROR_STATUS || error.status >= 500)
  );
}

/** The text to show for any thrown value: catalogue text for API errors, else the unknown-error text. */
export function errorMessageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : errorTexts.unknownError;
}

/**
 * The text of a failed save or delete: the server's own Polish message when the request was
 * refused (400) or its item is gone (404) with one of `known` (the feature's contract messages),
 * else the catalogue text of the status: the client never echoes server texts it does not know.
 */
export function savingErrorText(known: Iterable<string>): (error: unknown) => string {
  const texts = new Set(known);
  return (error) =>
    error instanceof ApiError &&
    (error.status === 400 || error.status === 404) &&
    error.serverMessage !== null &&
    texts.has(error.serverMessage)
      ? error.serverMessage
      : errorMessageOf(error);
}

/** The `message` of an error body `{message}` (API.md 1.5), or null. */
export function messageOf(body: unknown): string | null {
  if (body !== null && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    return typeof message === 'string' ? message : null;
  }
  return null;
}
