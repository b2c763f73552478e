import type { FastifyInstance, FastifyRequest } from 'fastify';

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

/**
 * Reads a multipart message (`text` and up to 5 `files` of up to 10 MB, checked by content) and
 * streams the files into the media storage. Throws the Polish 400/413/415 errors.
 * OWNED BY THE ATTACHMENTS HELPER: the body is being written in parallel (issue 26).
 */
export async function readMessageUpload(
  _app: FastifyInstance,
  _request: FastifyRequest,
): Promise<MessageUpload> {
  throw new Error('not written yet');
}
