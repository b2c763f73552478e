import { MESSAGE_FILE_MAX_BYTES, conversationMessages as m } from '@handlowo/contract';
import { AppError, badRequest } from '../../../lib/errors.ts';
import type { FileLimits } from '../../media/upload-errors.ts';

/** Larger than 10 MB: 413, as the profile's uploads answer a file over their limit. */
export const attachmentTooLarge = () => new AppError(413, m.fileTooLarge, 'FILE_TOO_LARGE');

export const tooManyAttachments = () => badRequest(m.tooManyFiles, 'TOO_MANY_FILES');

/** Not one of the seven types by its content: 400, as the profile's uploads answer a wrong type. */
export const attachmentTypeRefused = () => badRequest(m.fileType, 'ATTACHMENT_TYPE');

export const attachmentEmpty = () => badRequest(m.fileEmpty, 'FILE_EMPTY');

/** The bounds of a message's file parts (busboy cuts a larger part; a 6th part fails the form). */
export const attachmentLimits: FileLimits = {
  maxBytes: MESSAGE_FILE_MAX_BYTES,
  tooLarge: attachmentTooLarge,
  tooMany: tooManyAttachments,
};
