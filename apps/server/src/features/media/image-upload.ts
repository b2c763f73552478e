import { createWriteStream, type WriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { deleteMedia } from './deletion.ts';
import { encodeImage, type Rendition } from './image-encoding.ts';
import { newMediaKey } from './media-storage.ts';
import { removeWrittenFile } from './remove-written-file.ts';
import { newScratchFile } from './scratch.ts';
import type { SniffedType } from './sniff.ts';
import { openUpload, readMultipartForm } from './upload.ts';
import { fileRequired, unexpectedFile } from './upload-errors.ts';

/** One stored rendition of an uploaded image. */
export interface StoredImage {
  key: string;
  width: number;
  height: number;
  byteSize: number;
}

/** The multipart field that carries the picture (D5, D8, D9). */
export const IMAGE_FIELD = 'file';

/** How `uploadImageForm` reads a form: its image field, the renditions, its text fields. */
export interface ImageFormOptions<T> {
  /** The multipart field that carries the image (any other file part is refused). */
  field: string;
  renditions: readonly Rendition[];
  /**
   * Checks the form's text fields once the form is read and the image is known to be there,
   * before the (costly) encoding; throws the field's 400.
   */
  parseFields(fields: Map<string, string>): T;
}

/**
 * Receives the form's one image (field `file`), streams it to a scratch file while checking its
 * magic bytes and size, re-encodes it into `renditions` and stores them. Returns the stored
 * renditions in the order asked; on any failure nothing is left behind (scratch file and
 * already-stored renditions removed). The caller names the keys in the database, then deletes
 * them itself if that fails.
 */
export async function uploadImage(
  app: FastifyInstance,
  request: FastifyRequest,
  renditions: readonly Rendition[],
): Promise<StoredImage[]> {
  const { images } = await uploadImageForm(app, request, {
    field: IMAGE_FIELD,
    renditions,
    parseFields: () => undefined,
  });
  return images;
}

/**
 * `uploadImage` for a form that also carries text fields (the portfolio's title and comment):
 * the image in `options.field`, the fields checked by `options.parseFields`.
 */
export async function uploadImageForm<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  { field: imageField, renditions, parseFields }: ImageFormOptions<T>,
): Promise<{ images: StoredImage[]; fields: T }> {
  const scratch = await newScratchFile(app.config.dataDir);
  const stored: StoredImage[] = [];
  let scratchFile: WriteStream | undefined;
  let done = false;
  try {
    let type: SniffedType | undefined;
    const form = await readMultipartForm(request, {
      kind: 'image',
      maxFiles: 1,
      async onFile(field, file) {
        if (field !== imageField || type) {
          file.destroy();
          throw unexpectedFile();
        }
        const upload = await openUpload(file, 'image');
        scratchFile = createWriteStream(scratch);
        await pipeline(upload.content, scratchFile);
        type = upload.type;
      },
    });
    if (!type) throw fileRequired();
    const fields = parseFields(form);
    const images = await encodeImage(scratch, type, renditions);
    for (const image of images) {
      const key = newMediaKey('webp');
      const { size } = await app.media.put(key, Readable.from([image.data]));
      stored.push({ key, width: image.width, height: image.height, byteSize: size });
    }
    done = true;
    return { images: stored, fields };
  } finally {
    await removeWrittenFile(scratch, scratchFile);
    if (!done) {
      await deleteMedia(
        app.media,
        stored.map((s) => s.key),
        request.log,
      );
    }
  }
}
