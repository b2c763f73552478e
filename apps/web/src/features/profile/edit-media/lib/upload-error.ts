import { profileMessages } from '@handlowo/contract';
import { ApiError, errorMessageOf } from '@/lib/api-error.ts';

/** The server's own upload messages (they repeat the client's checks, e.g. a renamed file). */
const uploadMessages = new Set<string>([
  profileMessages.invalidFileFormat,
  profileMessages.imageTooLarge,
  profileMessages.videoTooLarge,
  profileMessages.unreadableImage,
]);

/**
 * The text shown when an upload fails: the spec's file message when the server rejected the
 * file itself (400/413 with one of those messages), else the catalogue text of the status.
 */
export function uploadErrorText(error: unknown): string {
  if (
    error instanceof ApiError &&
    (error.status === 400 || error.status === 413) &&
    error.serverMessage !== null &&
    uploadMessages.has(error.serverMessage)
  ) {
    return error.serverMessage;
  }
  return errorMessageOf(error);
}
