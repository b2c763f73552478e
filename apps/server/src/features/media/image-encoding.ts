import sharp from 'sharp';
import { AppError } from '../../lib/errors.ts';
import type { SniffedType } from './sniff.ts';
import { invalidFileFormat, unreadableImage } from './upload-errors.ts';

/**
 * A size to produce. `cover` (the default) crops to fill it exactly (the client crops too; this
 * fixes what it did not); `inside` keeps the whole picture, scaled down to fit the box and never
 * up (portfolio pictures are not cropped).
 */
export interface Rendition {
  width: number;
  height: number;
  fit?: 'cover' | 'inside';
}

export interface EncodedImage {
  width: number;
  height: number;
  data: Buffer;
}

/**
 * Decoding refuses images with more pixels (decompression bombs: a 3 MB PNG can claim
 * 100 000 × 100 000 pixels). 50 megapixels is more than any phone photo that fits in 3 MB.
 */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 82;

const sharpFormats: Record<string, SniffedType['format']> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
};

/**
 * Decodes the upload at `file` (a local file: sharp reads it without holding the whole input)
 * and re-encodes it as WebP in each rendition: EXIF orientation applied, every metadata block
 * (EXIF with GPS, ICC, XMP) dropped, which sharp does unless asked to keep it. An image that
 * does not decode cleanly (truncated, a polyglot, a bomb) or whose decoded format differs from
 * its magic bytes is the sender's error.
 */
export async function encodeImage(
  file: string,
  sniffed: SniffedType,
  renditions: readonly Rendition[],
): Promise<EncodedImage[]> {
  // failOn 'warning': libjpeg's "premature end" on a truncated file is only a warning.
  const source = sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' });
  try {
    const metadata = await source.metadata();
    const format = metadata.format ? sharpFormats[metadata.format] : undefined;
    if (format !== sniffed.format) throw invalidFileFormat();
    return await Promise.all(
      renditions.map(async ({ width, height, fit = 'cover' }) => {
        const { data, info } = await source
          .clone()
          .rotate()
          .resize(
            width,
            height,
            fit === 'cover'
              ? { fit: 'cover', position: 'centre' }
              : { fit: 'inside', withoutEnlargement: true },
          )
          .webp({ quality: WEBP_QUALITY })
          .toBuffer({ resolveWithObject: true });
        return { data, width: info.width, height: info.height };
      }),
    );
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadableImage();
  }
}
