import { Readable } from 'node:stream';
import sharp from 'sharp';

/** A small photo-like image (a gradient, so that re-encoding has something to do). */
export async function sampleImage(
  format: 'jpeg' | 'png' | 'webp' = 'png',
  { width = 64, height = 48 } = {},
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 128;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

/** The first bytes of each accepted video type, as the server sniffs them, then padding. */
export function sampleVideo(type: 'mp4' | 'mov' | 'avi' = 'mp4', size = 2048): Buffer {
  const bytes = Buffer.alloc(size);
  if (type === 'avi') {
    bytes.write('RIFF', 0, 'latin1');
    bytes.writeUInt32LE(size - 8, 4);
    bytes.write('AVI LIST', 8, 'latin1');
    return bytes;
  }
  bytes.writeUInt32BE(20, 0);
  bytes.write('ftyp', 4, 'latin1');
  bytes.write(type === 'mov' ? 'qt  ' : 'isom', 8, 'latin1');
  bytes.writeUInt32BE(0x200, 12);
  bytes.write(type === 'mov' ? 'qt  ' : 'mp41', 16, 'latin1');
  return bytes;
}

/**
 * A synthetic MP4 of `size` bytes as a stream: the header, then zeros in 64 kB chunks (no
 * buffer of the whole size is ever made).
 */
export function sampleVideoStream(size: number): Readable {
  const header = sampleVideo('mp4', 64);
  const chunk = Buffer.alloc(64 * 1024);
  async function* generate() {
    yield header;
    let left = size - header.length;
    while (left > 0) {
      const n = Math.min(left, chunk.length);
      yield n === chunk.length ? chunk : chunk.subarray(0, n);
      left -= n;
    }
  }
  return Readable.from(generate(), { objectMode: false });
}
