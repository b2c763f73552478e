import { MESSAGE_FILES_MAX } from '@handlowo/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cleanFileName } from '../../media/content-disposition.ts';
import { deleteMedia } from '../../media/deletion.ts';
import { newPrivateKey } from '../../media/media-storage.ts';
import { openCheckedUpload, type PartStream, readMultipartForm } from '../../media/upload.ts';
import { unexpectedFile } from '../../media/upload-errors.ts';
import { attachmentEmpty, attachmentLimits, attachmentTypeRefused } from './attachment-errors.ts';
import {
  ATTACHMENT_TYPES,
  type AttachmentType,
  type SniffedAttachment,
  sniffAttachment,
} from './attachment-types.ts';
import { ooxmlFormatOf } from './ooxml-format.ts';
import { storedObjectAccess } from './stored-object-access.ts';

/** A file of a multipart message, checked by content and already in the media storage. */
export interface StoredAttachment {
  storageKey: string;
  fileName: string;
  contentType: string;
  byteSize: number;
}

/** What a multipart POST /orders/{orderId}/messages carried. */
export interface MessageUpload {
  /** The `text` field, trimmed; empty when the message is only files. */
  text: string;
  files: StoredAttachment[];
  /** Removes the stored files again (the message was refused after the upload). */
  discard(): Promise<void>;
}

/** The form's fields: the text, and every file part under one repeated name (FormData.append). */
export const MESSAGE_TEXT_FIELD = 'text';
export const MESSAGE_FILES_FIELD = 'files';

/** The stored name's length before its extension: long enough for any real document's name. */
export const ATTACHMENT_NAME_MAX = 200;
/** The name of an attachment whose sender gave none that survives cleaning. */
const FALLBACK_NAME = 'zalacznik';

/**
 * Reads a multipart message (`text` and up to 5 `files` of up to 10 MB, checked by content) and
 * streams the files into the media storage, under private keys that G1 never serves. Throws the
 * Polish 400/413 errors; a refused form leaves nothing stored (files already stored by the same
 * request are deleted). The caller names the files in its transaction, or calls `discard`.
 */
export async function readMessageUpload(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<MessageUpload> {
  const files: StoredAttachment[] = [];
  const discard = async () => {
    const keys = files.splice(0).map((file) => file.storageKey);
    await deleteMedia(app.media, keys, request.log);
  };
  try {
    const fields = await readMultipartForm(request, {
      kind: attachmentLimits,
      maxFiles: MESSAGE_FILES_MAX,
      async onFile(field, file, filename) {
        if (field !== MESSAGE_FILES_FIELD) {
          file.destroy();
          throw unexpectedFile();
        }
        files.push(await storeAttachment(app, request, file, filename));
      },
    });
    return { text: (fields.get(MESSAGE_TEXT_FIELD) ?? '').trim(), files, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}

/**
 * Streams one file part into storage while its first bytes decide its type and its size is
 * counted; a ZIP is then opened where it was stored, and kept only if it is a DOCX, XLSX or PPTX.
 */
async function storeAttachment(
  app: FastifyInstance,
  request: FastifyRequest,
  file: PartStream,
  sentName: string,
): Promise<StoredAttachment> {
  const upload = await openCheckedUpload<SniffedAttachment>(file, {
    limits: attachmentLimits,
    identify(head) {
      const format = sniffAttachment(head);
      if (!format) throw attachmentTypeRefused();
      return format;
    },
    empty: attachmentEmpty,
  });
  const storageKey = newPrivateKey();
  const { size } = await app.media.put(storageKey, upload.content);
  let type: AttachmentType;
  try {
    type = await typeOf(app, upload.type, storageKey, size);
  } catch (error) {
    await deleteMedia(app.media, [storageKey], request.log);
    throw error;
  }
  return {
    storageKey,
    fileName: cleanFileName(sentName, {
      extension: type.extension,
      fallback: FALLBACK_NAME,
      max: ATTACHMENT_NAME_MAX,
    }),
    contentType: type.contentType,
    byteSize: size,
  };
}

async function typeOf(
  app: FastifyInstance,
  sniffed: SniffedAttachment,
  storageKey: string,
  size: number,
): Promise<AttachmentType> {
  if (sniffed !== 'zip') return ATTACHMENT_TYPES[sniffed];
  const format = await ooxmlFormatOf(storedObjectAccess(app.media, storageKey, size));
  // Any other archive (a plain ZIP, a JAR, a macro-enabled workbook) is not an attachment.
  if (!format) throw attachmentTypeRefused();
  return ATTACHMENT_TYPES[format];
}
