import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { MediaStorage } from '../../media/media-storage.ts';
import { seededRandom } from '../seeded-random.ts';

/** One stored file of the pool: its media key (as `newMediaKey` shapes them) and size. */
export interface PoolFile {
  key: string;
  width: number;
  height: number;
  bytes: number;
}

/** A picture of the pool: the main rendition and, for avatars and portfolio, a small one. */
export interface PoolPicture {
  main: PoolFile;
  small: PoolFile | undefined;
}

export interface PicturePool {
  avatars: PoolPicture[];
  backgrounds: PoolPicture[];
  portfolio: PoolPicture[];
}

/** At most this many distinct files of each kind, shared by all generated users. */
const MAX_POOL = { avatars: 120, backgrounds: 30, portfolio: 60 } as const;
/** About one file per this many pictures (a small run writes a small pool, fast). */
const PICTURES_PER_FILE = 100;
const MIN_POOL = 4;

/** How many pictures of each kind the rows will show. */
export type PictureCounts = Record<keyof PicturePool, number>;

/** The renditions the upload routes store (pictures.service.ts, portfolio.service.ts). */
const RENDITIONS = {
  avatars: { main: [512, 512], small: [96, 96] },
  backgrounds: { main: [1320, 250], small: undefined },
  portfolio: { main: [1280, 960], small: [640, 480] },
} as const;

/**
 * A key of the media storage's shape (43 base64url characters and the extension) derived from a
 * label: the same pool gets the same files on every run, so a rerun reuses what is stored.
 */
const poolKey = (label: string) =>
  `${createHash('sha256').update(`handlowo-scale-data:${label}`).digest('base64url')}.webp`;

/**
 * A smooth colourful picture: a few random coloured pixels scaled up, which WebP stores in a size
 * closer to a photo's than a flat colour would.
 */
async function render(seed: number, width: number, height: number): Promise<Buffer> {
  const random = seededRandom(seed);
  const cells = 6;
  const raw = Buffer.alloc(cells * cells * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = random.int(30, 230);
  return sharp(raw, { raw: { width: cells, height: cells, channels: 3 } })
    .resize(width, height, { kernel: 'cubic', fit: 'fill' })
    .webp({ quality: 82, effort: 1 })
    .toBuffer();
}

async function ensureFile(
  media: MediaStorage,
  label: string,
  seed: number,
  [width, height]: readonly [number, number],
): Promise<PoolFile> {
  const key = poolKey(label);
  const existing = await media.stat(key);
  if (existing) return { key, width, height, bytes: existing.size };
  const data = await render(seed, width, height);
  await media.put(key, Readable.from([data]));
  return { key, width, height, bytes: data.length };
}

/**
 * Stores (once: stored files are reused) the pool of picture files in the media storage, the
 * disk's or the bucket's, and describes them.
 */
export async function preparePicturePool(
  media: MediaStorage,
  counts: PictureCounts,
): Promise<PicturePool> {
  const kinds = Object.keys(MAX_POOL) as (keyof PicturePool)[];
  const pool: PicturePool = { avatars: [], backgrounds: [], portfolio: [] };
  for (const [k, kind] of kinds.entries()) {
    const { main, small } = RENDITIONS[kind];
    const size = Math.min(
      MAX_POOL[kind],
      Math.max(MIN_POOL, Math.ceil(counts[kind] / PICTURES_PER_FILE)),
    );
    pool[kind] = await Promise.all(
      Array.from({ length: size }, async (_, i) => {
        const seed = (k + 1) * 10_000 + i;
        return {
          main: await ensureFile(media, `${kind}-${i}`, seed, main),
          small: small ? await ensureFile(media, `${kind}-${i}-small`, seed, small) : undefined,
        };
      }),
    );
  }
  return pool;
}
