import { extensionOf, MEDIA_CONTENT_TYPES, type MediaStorage } from './media-storage.ts';

/**
 * A stored picture as a data URL (API.md 1.4: `pictureData`). Pictures are re-encoded renditions
 * of at most a few hundred kilobytes, so reading one whole is fine; videos are never read so.
 */
export async function readDataUrl(media: MediaStorage, key: string): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await media.createReadStream(key)) chunks.push(chunk as Buffer);
  const type = MEDIA_CONTENT_TYPES[extensionOf(key)];
  return `data:${type};base64,${Buffer.concat(chunks).toString('base64')}`;
}
