import { LRUCache } from 'lru-cache';
import { extensionOf, MEDIA_CONTENT_TYPES, type MediaStorage } from './media-storage.ts';

/**
 * Data URLs kept per storage, at most this many characters (one byte each: base64 is ASCII).
 * A profile page sends a dozen pictures (avatar twice, background, portfolio thumbnails), each
 * read from storage and base64-encoded on every request; 32 MB holds the renditions of a few
 * hundred profiles, and the bound keeps the server's memory flat.
 */
export const DATA_URL_CACHE_CHARACTERS = 32 * 1024 * 1024;

const dataUrlCaches = new WeakMap<MediaStorage, LRUCache<string, string>>();

/**
 * The storage with a cache of the data URLs `readDataUrl` makes from it (the app's `media`). Keys
 * never change content (a new upload gets a new key, ADR 008), so the cache needs no expiry and
 * every instance answers the same whether its cache holds a picture or not; a key deleted through
 * this storage leaves the cache with it (a deleted user's pictures leave memory too).
 */
export function withDataUrlCache(storage: MediaStorage): MediaStorage {
  const cache = new LRUCache<string, string>({
    maxSize: DATA_URL_CACHE_CHARACTERS,
    sizeCalculation: (dataUrl) => dataUrl.length,
  });
  const cached: MediaStorage = {
    put: (key, content) => storage.put(key, content),
    createReadStream: (key, range) => storage.createReadStream(key, range),
    stat: (key) => storage.stat(key),
    list: () => storage.list(),
    delete: (key) => {
      cache.delete(key);
      return storage.delete(key);
    },
  };
  dataUrlCaches.set(cached, cache);
  return cached;
}

/**
 * A stored picture as a data URL (API.md 1.4: `pictureData`), from the storage's cache when it
 * has one (`withDataUrlCache`). Pictures are re-encoded renditions of at most a few hundred
 * kilobytes, so reading one whole is fine; videos are never read so.
 */
export async function readDataUrl(media: MediaStorage, key: string): Promise<string> {
  const cache = dataUrlCaches.get(media);
  const cached = cache?.get(key);
  if (cached !== undefined) return cached;
  const chunks: Buffer[] = [];
  for await (const chunk of await media.createReadStream(key)) chunks.push(chunk as Buffer);
  const type = MEDIA_CONTENT_TYPES[extensionOf(key)];
  const dataUrl = `data:${type};base64,${Buffer.concat(chunks).toString('base64')}`;
  cache?.set(key, dataUrl);
  return dataUrl;
}
