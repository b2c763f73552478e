import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { videos } from '../../../db/schema/index.ts';
import { newMediaKey } from '../../media/media-storage.ts';

/*
 * Test support: large videos of random bytes stored through the storage interface and inserted
 * straight into the database (an upload of tens of megabytes through the API would only slow the
 * tests down). Random bytes, so nothing on the way could shrink them.
 */

const CHUNK = 1024 * 1024;

export interface StoredVideo {
  id: number;
  key: string;
  size: number;
  sha256: string;
}

/** Stores `size` random bytes as an MP4 video of the freelancer; never holds more than 1 MB. */
export async function insertLargeVideo(
  app: FastifyInstance,
  freelancerId: number,
  size: number,
): Promise<StoredVideo> {
  const hash = createHash('sha256');
  async function* generate() {
    for (let left = size; left > 0; left -= CHUNK) {
      const chunk = randomBytes(Math.min(CHUNK, left));
      hash.update(chunk);
      yield chunk;
    }
  }
  const key = newMediaKey('mp4');
  await app.media.put(key, Readable.from(generate(), { objectMode: false }));
  const [row] = await app.db
    .insert(videos)
    .values({
      freelancerId,
      title: 'Duże wideo',
      storageKey: key,
      fileName: 'duze.mp4',
      contentType: 'video/mp4',
      byteSize: size,
    })
    .returning({ id: videos.id });
  if (!row) throw new Error('video insert returned no row');
  return { id: row.id, key, size, sha256: hash.digest('hex') };
}
