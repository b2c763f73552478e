import { investorOrderMessages } from '@handlowo/contract';
import { ApiError, errorMessageOf } from '@/lib/api-error.ts';

const known = new Set<string>(Object.values(investorOrderMessages));

/**
 * The text of a failed creation or repeat: the server's own Polish message when it is one of
 * ours (the limit of open orders, issue 27), otherwise the error catalogue's text.
 */
export function orderErrorText(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage !== null && known.has(error.serverMessage)) {
    return error.serverMessage;
  }
  return errorMessageOf(error);
}
