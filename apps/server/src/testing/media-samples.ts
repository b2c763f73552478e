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

/**
 * A video of each accepted type, `size` bytes long: the top-level structure the server checks
 * (ISO BMFF boxes `ftyp`, `moov`, `mdat`; AVI's RIFF with `hdrl` and `movi` lists), the last box
 * or list running to the end, filled with zeros. Valid to the upload check, not playable.
 */
export function sampleVideo(type: 'mp4' | 'mov' | 'avi' = 'mp4', size = 2048): Buffer {
  const bytes = Buffer.alloc(size);
  videoHeader(type, size).copy(bytes);
  return bytes;
}

/** ISO BMFF box header: big-endian size, then the type. */
function boxHeader(type: string, size: number): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(size, 0);
  header.write(type, 4, 'latin1');
  return header;
}

/** RIFF chunk header: the id, then the little-endian size. */
function chunkHeader(id: string, size: number): Buffer {
  const header = Buffer.alloc(8);
  header.write(id, 0, 'latin1');
  header.writeUInt32LE(size, 4);
  return header;
}

/**
 * The bytes a sample video of `size` bytes starts with; zeros follow to `size`, inside its last
 * box (`mdat`) or list (`movi`).
 */
function videoHeader(type: 'mp4' | 'mov' | 'avi', size: number): Buffer {
  if (type === 'avi') {
    // RIFF 'AVI ' (12) + LIST hdrl with a 56-byte avih (76) + the movi LIST's header (12).
    const header = Buffer.concat([
      chunkHeader('RIFF', size - 8),
      Buffer.from('AVI ', 'latin1'),
      chunkHeader('LIST', 4 + 8 + 56),
      Buffer.from('hdrl', 'latin1'),
      chunkHeader('avih', 56),
      Buffer.alloc(56),
      chunkHeader('LIST', size - 96),
      Buffer.from('movi', 'latin1'),
    ]);
    if (size < header.length) throw new Error(`an AVI sample needs ${header.length} bytes`);
    return header;
  }
  const brand = type === 'mov' ? 'qt  ' : 'isom';
  const ftyp = Buffer.concat([
    boxHeader('ftyp', 20),
    Buffer.from(brand, 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from(type === 'mov' ? 'qt  ' : 'mp41', 'latin1'),
  ]);
  // An empty movie header inside moov; QuickTime writers put `wide` before `mdat`.
  const moov = Buffer.concat([boxHeader('moov', 16), boxHeader('mvhd', 8)]);
  const wide = type === 'mov' ? boxHeader('wide', 8) : Buffer.alloc(0);
  const before = ftyp.length + moov.length + wide.length;
  const header = Buffer.concat([ftyp, moov, wide, boxHeader('mdat', size - before)]);
  if (size < header.length) throw new Error(`a ${type} sample needs ${header.length} bytes`);
  return header;
}

/**
 * A synthetic MP4 of `size` bytes as a stream: the header, then zeros in 64 kB chunks (no
 * buffer of the whole size is ever made).
 */
export function sampleVideoStream(size: number): Readable {
  const header = videoHeader('mp4', size);
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
