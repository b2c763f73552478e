import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DiskMediaStorage } from './disk-media-storage.ts';
import { type MediaStorage, newMediaKey } from './media-storage.ts';
import { DATA_URL_CACHE_CHARACTERS, readDataUrl, withDataUrlCache } from './read-media.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'handlowo-data-urls-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** A disk storage in a folder of its own, its reads counted, with and without the cache. */
async function countedStorage() {
  const disk = new DiskMediaStorage(await mkdtemp(path.join(root, 'media-')));
  const reads = vi.spyOn(disk, 'createReadStream');
  return { disk, cached: withDataUrlCache(disk), reads };
}

const store = async (storage: MediaStorage, bytes: Buffer) => {
  const key = newMediaKey('webp');
  await storage.put(key, Readable.from([bytes]));
  return key;
};

describe('readDataUrl', () => {
  it('answers a data URL of the stored bytes, reading each key once through the cache', async () => {
    const { disk, cached, reads } = await countedStorage();
    const key = await store(cached, Buffer.from('RIFF picture'));
    const expected = `data:image/webp;base64,${Buffer.from('RIFF picture').toString('base64')}`;
    expect(await readDataUrl(cached, key)).toBe(expected);
    expect(await readDataUrl(cached, key)).toBe(expected);
    expect(reads).toHaveBeenCalledTimes(1);
    // A storage without the cache reads every time.
    expect(await readDataUrl(disk, key)).toBe(expected);
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('forgets a key deleted through the storage: the next read fails as missing', async () => {
    const { cached, reads } = await countedStorage();
    const key = await store(cached, Buffer.from('to be deleted'));
    await readDataUrl(cached, key);
    await cached.delete(key);
    await expect(readDataUrl(cached, key)).rejects.toThrow('media object not found');
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('keeps at most its size in memory, dropping the least recently read first', async () => {
    const { cached, reads } = await countedStorage();
    // Three pictures of 40 % of the bound each: the third evicts the least recently read.
    const bytes = Math.floor(((DATA_URL_CACHE_CHARACTERS * 0.4) / 4) * 3);
    const [first, second, third] = [
      await store(cached, Buffer.alloc(bytes, 1)),
      await store(cached, Buffer.alloc(bytes, 2)),
      await store(cached, Buffer.alloc(bytes, 3)),
    ] as const;
    for (const key of [first, second, third]) await readDataUrl(cached, key);
    expect(reads).toHaveBeenCalledTimes(3);
    await readDataUrl(cached, third);
    await readDataUrl(cached, second);
    expect(reads).toHaveBeenCalledTimes(3);
    await readDataUrl(cached, first);
    expect(reads).toHaveBeenCalledTimes(4);
  });
});
