import type { MediaStorage } from '../../media/media-storage.ts';
import type { RandomAccess } from './zip-directory.ts';

/**
 * Random access to a stored object through ranged reads, so that a package is checked where it
 * was stored (disk now, an S3 `GetObject` with `Range` later) without being read whole.
 */
export function storedObjectAccess(media: MediaStorage, key: string, size: number): RandomAccess {
  return {
    size,
    async read(start, length) {
      if (length <= 0) return Buffer.alloc(0);
      const chunks: Buffer[] = [];
      for await (const chunk of await media.createReadStream(key, {
        start,
        end: start + length - 1,
      })) {
        chunks.push(chunk as Buffer);
      }
      return Buffer.concat(chunks);
    },
  };
}
