import { MAX_IMAGE_BYTES, MAX_VIDEO_BYTES, messages, profileMessages } from '@handlowo/contract';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { MediaKind } from './sniff.ts';

export const uploadLimits: Record<MediaKind, number> = {
  image: MAX_IMAGE_BYTES,
  video: MAX_VIDEO_BYTES,
};

export const invalidFileFormat = () =>
  badRequest(profileMessages.invalidFileFormat, 'INVALID_FILE_FORMAT');

/**
 * A video whose magic bytes pass but whose boxes or chunks do not tile the file (an `ftyp` box
 * followed by a web page): the same message as a wrong type, its own code for the logs.
 */
export const malformedVideo = () =>
  badRequest(profileMessages.invalidFileFormat, 'MALFORMED_VIDEO');

export const fileRequired = () => badRequest(profileMessages.fileRequired, 'FILE_REQUIRED');

export const unreadableImage = () =>
  badRequest(profileMessages.unreadableImage, 'UNREADABLE_IMAGE');

export const fileTooLarge = (kind: MediaKind) =>
  new AppError(
    413,
    kind === 'image' ? profileMessages.imageTooLarge : profileMessages.videoTooLarge,
    'FILE_TOO_LARGE',
  );

export const invalidMultipart = () => badRequest(messages.invalidBody, 'INVALID_MULTIPART');

/** How large a form's file parts may be, and what a sender who passes a bound is told. */
export interface FileLimits {
  /** The largest file part, in bytes. */
  maxBytes: number;
  tooLarge(): AppError;
  tooMany(): AppError;
}

/** The bounds of a profile media form whose largest file is of `kind`. */
export const mediaFileLimits = (kind: MediaKind): FileLimits => ({
  maxBytes: uploadLimits[kind],
  tooLarge: () => fileTooLarge(kind),
  tooMany: () => badRequest(profileMessages.tooManyFiles, 'TOO_MANY_FILES'),
});

/**
 * A failure while reading a multipart body is the sender's: @fastify/multipart's own errors
 * (limits, not multipart at all) and busboy's parse errors (plain `Error`s, which the error
 * handler would answer 500) become the upload messages of the contract.
 */
export function multipartFailure(error: unknown, limits: MediaKind | FileLimits): AppError {
  if (error instanceof AppError) return error;
  const bounds = typeof limits === 'string' ? mediaFileLimits(limits) : limits;
  switch ((error as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return bounds.tooLarge();
    case 'FST_FILES_LIMIT':
      return bounds.tooMany();
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      // Not multipart at all (JSON, text, nothing): there is no file.
      return fileRequired();
    default:
      return invalidMultipart();
  }
}

/** A file in a field that should not carry one (or a second file of a one-file form). */
export const unexpectedFile = () => badRequest(profileMessages.unexpectedField, 'UNEXPECTED_FIELD');
