import { MAX_IMAGE_BYTES } from '@handlowo/contract';
import { IMAGE_FIELD } from '../../media/image-upload.ts';
import { multipartBody } from '../../media/multipart-docs.ts';
import type { PictureSpec } from './pictures.service.ts';

/* The OpenAPI text of every picture upload (D5, D8, F18). */

export const uploadErrors =
  'Errors: 400 `Niepoprawny format pliku` (not JPEG/PNG/WebP by its magic bytes), 400 ' +
  '`Wybierz plik` (no file), 400 when the image does not decode, 413 `Maksymalny rozmiar ' +
  'obrazu to 3MB`.';

/** The multipart body of a picture of `spec`, with its renditions. */
export const imageForm = (spec: PictureSpec) =>
  multipartBody(
    `The picture in the field \`${IMAGE_FIELD}\`. It is re-encoded as WebP ` +
      `${spec.main.width}x${spec.main.height} (cropped to fill)` +
      (spec.small ? ` plus a ${spec.small.width}x${spec.small.height} rendition for lists` : '') +
      ', EXIF orientation applied, metadata removed.',
    {
      [IMAGE_FIELD]: {
        file: true,
        description: `JPEG, PNG or WebP (checked by content, not name), at most ${MAX_IMAGE_BYTES} bytes`,
      },
    },
    [IMAGE_FIELD],
  );
