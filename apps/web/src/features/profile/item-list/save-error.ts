import { profileMessages } from '@handlowo/contract';
import { ApiError, errorMessageOf } from '@/lib/api-error.ts';

const known = new Set<string>(Object.values(profileMessages));

/**
 * The text shown when saving or deleting an entry fails: the server's own Polish message when it
 * is one of the profile's (a full list, an end before its start, an entry gone meanwhile), else
 * the catalogue text of the status.
 */
export function itemErrorText(error: unknown): string {
  if (
    error instanceof ApiError &&
    (error.status === 400 || error.status === 404) &&
    error.serverMessage !== null &&
    known.has(error.serverMessage)
  ) {
    return error.serverMessage;
  }
  return errorMessageOf(error);
}
