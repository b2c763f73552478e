import { accountMessages } from '@handlowo/contract';
import { ApiError, errorMessageOf } from '@/lib/api-error.ts';

/**
 * The text of a failed export or deletion. These screens are ours (issue 12) and every refusal
 * of their routes (400: wrong password, an active service, the last admin, a mismatched e-mail;
 * 429: too many attempts) is a Polish sentence written for the user, so it is shown as sent: the
 * catalogue's generic text would hide what to do. A 404 shows the contract's 'user not found';
 * anything else the catalogue text of its status.
 */
export function accountDataErrorText(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) {
    if (error.status === 400 || error.status === 429) return error.serverMessage;
    if (error.status === 404 && error.serverMessage === accountMessages.userNotFound) {
      return error.serverMessage;
    }
  }
  return errorMessageOf(error);
}
