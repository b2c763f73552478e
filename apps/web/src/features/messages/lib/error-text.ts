import { conversationMessages as m } from '@handlowo/contract';
import { ApiError, errorMessageOf } from '@/lib/api-error.ts';

const known = new Set<string>(Object.values(m));

/**
 * The text of a failed call of the conversations: the server's own Polish message when it is
 * one of the contract's (a refused message, an ended edit window, a conversation gone), the
 * throttle's and the upload limits' texts for 429 and 413, else the catalogue text of the status.
 * The client never echoes a server text it does not know.
 */
export function messageErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.serverMessage !== null && known.has(error.serverMessage)) return error.serverMessage;
    if (error.status === 429) return m.throttled;
    if (error.status === 413) return m.fileTooLarge;
    if (error.status === 415) return m.fileType;
    if (error.status === 404) return m.notFound;
  }
  return errorMessageOf(error);
}
