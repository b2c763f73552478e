import { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import { messages } from '@handlowo/contract';
import type { FastifyRequest } from 'fastify';
import { type AppError, badRequest } from '../../lib/errors.ts';
import { type MediaKind, SNIFF_BYTES, type SniffedType, sniff } from './sniff.ts';
import {
  type FileLimits,
  fileRequired,
  invalidFileFormat,
  invalidMultipart,
  malformedVideo,
  mediaFileLimits,
  multipartFailure,
} from './upload-errors.ts';
import { collectUploadGarbage, UPLOAD_GC_INTERVAL_BYTES } from './upload-gc.ts';
import { type ContainerCheck, ContainerError, containerCheck } from './video-container.ts';

/** A file part as @fastify/multipart hands it over: busboy marks a stream cut at the size limit. */
export type PartStream = Readable & { truncated?: boolean };

/** An upload whose first bytes were checked: its type and every byte, limit enforced. */
export interface OpenedUpload {
  type: SniffedType;
  /** Fails with 413 once more than the kind's limit has passed, 400 if the body breaks off. */
  content: Readable;
}

/** How a file part is checked as it arrives: its type by its first bytes, its size, its bytes. */
export interface UploadCheck<T> {
  /** The largest file, in bytes, and the answer when a file is larger. */
  limits: Pick<FileLimits, 'maxBytes' | 'tooLarge'>;
  /**
   * The file's type from its first bytes (`SNIFF_BYTES` of them, fewer only when the file is
   * shorter); throws the refusal of a type the form does not take.
   */
  identify(head: Buffer): T;
  /** The answer for an empty part. */
  empty(): AppError;
  /** A check of the structure fed every chunk (the videos' containers); none by default. */
  structure?(type: T): ContainerCheck | undefined;
}

/**
 * Reads just enough of a file part to know its type (magic bytes), refuses a wrong or missing
 * one, and returns the rest as a stream: nothing is buffered beyond the first chunk. A video's
 * container structure is checked as it passes (`video-container.ts`): the stream fails with the
 * format's 400 at the first wrong header, or at its end, so storage keeps nothing of it. The part
 * is destroyed on any failure, so busboy stops and the rest of the body is discarded.
 */
export async function openUpload(file: PartStream, kind: MediaKind): Promise<OpenedUpload> {
  return openCheckedUpload(file, {
    limits: mediaFileLimits(kind),
    identify(head) {
      const type = sniff(head);
      if (!type || type.kind !== kind) throw invalidFileFormat();
      return type;
    },
    // An empty file input is sent as an empty part: no file was chosen.
    empty: fileRequired,
    structure: videoStructure,
  });
}

/**
 * `openUpload` for files of any form: `check` decides the type from the first bytes, bounds the
 * size and may check the structure on the way. The same guarantees: nothing buffered beyond the
 * first chunk, the part destroyed on any failure.
 */
export async function openCheckedUpload<T>(
  file: PartStream,
  check: UploadCheck<T>,
): Promise<{ type: T; content: Readable }> {
  const limit = check.limits.maxBytes;
  const chunks = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const read = async () => {
    try {
      return await chunks.next();
    } catch {
      // The part broke off (truncated body, bad boundary): the sender's fault.
      throw invalidMultipart();
    }
  };
  const head: Buffer[] = [];
  let headBytes = 0;
  try {
    while (headBytes < SNIFF_BYTES) {
      const next = await read();
      if (next.done) break;
      head.push(next.value);
      headBytes += next.value.length;
    }
    if (headBytes === 0) throw check.empty();
    const type = check.identify(Buffer.concat(head));
    const structure = check.structure?.(type);

    async function* everyByte() {
      let total = 0;
      let sinceCollection = 0;
      let finished = false;
      const counted = (chunk: Buffer) => {
        total += chunk.length;
        if (total > limit) throw check.limits.tooLarge();
        sinceCollection += chunk.length;
        if (sinceCollection >= UPLOAD_GC_INTERVAL_BYTES) {
          sinceCollection = 0;
          collectUploadGarbage();
        }
        structure?.push(chunk);
        return chunk;
      };
      try {
        // Handed on, then let go: the first chunk is not kept for the whole upload.
        for (const chunk of head.splice(0)) yield counted(chunk);
        for (let next = await read(); !next.done; next = await read()) yield counted(next.value);
        // Cut by busboy at the multipart limit: larger than allowed, whatever arrived.
        if (file.truncated) throw check.limits.tooLarge();
        structure?.end();
        finished = true;
      } finally {
        if (!finished) file.destroy();
      }
    }
    return { type, content: Readable.from(everyByte(), { objectMode: false }) };
  } catch (error) {
    file.destroy();
    throw error;
  }
}

/** The container check of a sniffed video; none for images (sharp's decoding checks those). */
function videoStructure({ format }: SniffedType): ContainerCheck | undefined {
  if (format !== 'mp4' && format !== 'mov' && format !== 'avi') return undefined;
  const check = containerCheck(format);
  return {
    push: (chunk) => refuseMalformed(() => check.push(chunk)),
    end: () => refuseMalformed(() => check.end()),
  };
}

/** A structural fault is the sender's: answered like a wrong type, with the format's 400. */
function refuseMalformed(step: () => void): void {
  try {
    step();
  } catch (error) {
    throw error instanceof ContainerError ? malformedVideo() : error;
  }
}

export interface FormOptions {
  /**
   * The kind of the largest file the form may carry (its limit bounds every file part), or the
   * bounds of a form whose files are not profile media (a message's attachments).
   */
  kind: MediaKind | FileLimits;
  /** How many file parts are allowed. */
  maxFiles: number;
  /**
   * Called for each file part, in order; must consume (or fail on) the stream. `filename` is the
   * name the sender gave (unreliable, API.md 1.2: shown back at most, never trusted).
   */
  onFile(field: string, file: PartStream, filename: string): Promise<void>;
}

/** Text fields are short in every form; a longer one is cut by busboy and refused here. */
const MAX_FIELD_BYTES = 64 * 1024;

/**
 * Reads a multipart form part by part, files as streams (never buffered whole), text fields
 * collected (the first of a repeated name wins). Parser and limit failures become the contract's
 * 4xx; failures of `onFile` (storage, database) pass through unchanged.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: FormOptions,
): Promise<Map<string, string>> {
  try {
    return await readParts(request, options);
  } catch (error) {
    // The answer goes out at once; the rest of a refused body is read and dropped (not parsed,
    // not kept), so that the client, still sending, gets it and the connection stays usable.
    request.raw.unpipe();
    request.raw.resume();
    throw error;
  }
}

async function readParts(
  request: FastifyRequest,
  { kind, maxFiles, onFile }: FormOptions,
): Promise<Map<string, string>> {
  const fields = new Map<string, string>();
  const limits = typeof kind === 'string' ? mediaFileLimits(kind) : kind;
  let parts: AsyncIterableIterator<Multipart>;
  try {
    parts = request.parts({
      limits: {
        fileSize: limits.maxBytes,
        files: maxFiles,
        fields: 10,
        fieldSize: MAX_FIELD_BYTES,
        parts: 12,
      },
    });
  } catch (error) {
    throw multipartFailure(error, limits);
  }
  for (;;) {
    let next: IteratorResult<Multipart>;
    try {
      next = await parts.next();
    } catch (error) {
      throw multipartFailure(error, limits);
    }
    if (next.done) break;
    const part = next.value;
    if (part.type === 'file') {
      await onFile(part.fieldname, part.file, part.filename);
      continue;
    }
    const { value } = part;
    if (part.valueTruncated) {
      throw badRequest(messages.invalidBody, 'FIELD_TOO_LONG');
    }
    // PostgreSQL text cannot hold NUL; a JSON-typed field arrives parsed and is not text.
    if (typeof value !== 'string' || value.includes('\0')) throw invalidMultipart();
    if (!fields.has(part.fieldname)) fields.set(part.fieldname, value);
  }
  return fields;
}
