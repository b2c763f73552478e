import { messages, wizardMessages } from '@handlowo/contract';
import { ApiError, errorMessageOf } from '@/lib/api-error.ts';

const known = new Set<string>([...Object.values(wizardMessages), ...Object.values(messages)]);

/**
 * The text shown when saving or deleting a product fails: the server's own Polish message for a
 * 400 or 404 it is known to send (the limit of products, a locked order, a product gone, an
 * option no longer offered), else the catalogue text of the status.
 */
export function productErrorText(error: unknown): string {
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
