import { wireMessages } from '@handlowo/contract';

/**
 * Stable error codes sent next to `message` (API.md 1.5). The client maps by status, so the status
 * carries the meaning; the code is for logs, tests and future clients.
 */
export type ErrorCode =
  | 'BAD_REQUEST'
  | 'VALIDATION'
  | 'INVALID_JSON'
  | 'INVALID_BODY'
  | 'INVALID_TOKEN'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'USER_NOT_FOUND'
  | 'WRONG_CREDENTIALS'
  | 'EMAIL_TAKEN'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL'
  | (string & {});

/** An expected failure: the error handler answers `status` with `{message, code}` and logs no stack. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: ErrorCode,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code: ErrorCode = 'BAD_REQUEST') =>
  new AppError(400, message, code);

/** 404. The default is the exact wire text the client turns into "Użytkownik nie istnieje". */
export const notFound = (
  message: string = wireMessages.userNotFound,
  code: ErrorCode = 'NOT_FOUND',
) => new AppError(404, message, code);

/** 403 logs the user out in the client: use it only for authentication and role failures. */
export const forbidden = (message = 'Brak dostępu. Zaloguj się ponownie.') =>
  new AppError(403, message, 'FORBIDDEN');

/** 409 means "e-mail taken" to the client and must not be used for anything else. */
export const conflict = (message = 'Użytkownik z takim adresem e-mail już istnieje') =>
  new AppError(409, message, 'EMAIL_TAKEN');

export const tooManyRequests = (message = 'Zbyt wiele żądań. Spróbuj ponownie później.') =>
  new AppError(429, message, 'TOO_MANY_REQUESTS');
