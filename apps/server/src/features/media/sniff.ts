import type { MediaExtension } from './media-storage.ts';

export type MediaKind = 'image' | 'video';

/** A type recognised from a file's first bytes. */
export interface SniffedType {
  kind: MediaKind;
  /** The upload's own format (images are stored re-encoded as WebP whatever this is). */
  format: 'jpeg' | 'png' | 'webp' | 'mp4' | 'mov' | 'avi';
  /** The stored extension (G1 answers its content type). */
  extension: MediaExtension;
}

/** Bytes needed to tell every accepted type apart (RIFF/ftyp headers are 12 long). */
export const SNIFF_BYTES = 12;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const ascii = (head: Buffer, start: number, end: number) => head.toString('latin1', start, end);

/**
 * The type of a file by its magic bytes (API.md 1.2: names and declared types are unreliable).
 * JPEG `FF D8 FF`; PNG's signature; WebP `RIFF….WEBP`; AVI `RIFF….AVI `; MP4 and MOV an `ftyp`
 * box first, MOV when its major brand is `qt  `. Anything else is undefined.
 */
export function sniff(head: Buffer): SniffedType | undefined {
  if (head.length < SNIFF_BYTES) return undefined;
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) {
    return { kind: 'image', format: 'jpeg', extension: 'webp' };
  }
  if (head.subarray(0, 8).equals(PNG_SIGNATURE)) {
    return { kind: 'image', format: 'png', extension: 'webp' };
  }
  if (ascii(head, 0, 4) === 'RIFF') {
    const form = ascii(head, 8, 12);
    if (form === 'WEBP') return { kind: 'image', format: 'webp', extension: 'webp' };
    if (form === 'AVI ') return { kind: 'video', format: 'avi', extension: 'avi' };
    return undefined;
  }
  // An ISO base media file: the first box is `ftyp`, at least 8 bytes long, with a major brand.
  if (ascii(head, 4, 8) === 'ftyp' && head.readUInt32BE(0) >= 12) {
    return ascii(head, 8, 12) === 'qt  '
      ? { kind: 'video', format: 'mov', extension: 'mov' }
      : { kind: 'video', format: 'mp4', extension: 'mp4' };
  }
  return undefined;
}
