import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/** What storage knows about a stored object. */
export interface StoredObjectInfo {
  size: number;
}

/** One stored object as a listing names it. */
export interface ListedObject {
  key: string;
  /** When it was stored (the sweep of orphans leaves the young ones to their uploads). */
  storedAt: Date;
}

/** An inclusive byte range, as HTTP `Range` names it. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded media live (ADR 008). Small on purpose: the disk implementation is the only one
 * today, an S3-compatible one maps the operations to a multipart upload, a ranged
 * `GetObject`, `HeadObject`, `DeleteObject` and `ListObjectsV2`. Keys come from `newMediaKey`.
 */
export interface MediaStorage {
  /**
   * Stores the stream under `key`. Readers never see a partial object: the object appears only
   * once the stream ended. If the stream fails, nothing is stored and the error is rethrown.
   */
  put(key: string, content: Readable): Promise<StoredObjectInfo>;
  /** The object's bytes (or a range of them); fails with `MediaNotFoundError` when missing. */
  createReadStream(key: string, range?: ByteRange): Promise<Readable>;
  /** Undefined when there is no such object. */
  stat(key: string): Promise<StoredObjectInfo | undefined>;
  /** Removes the object; a missing one is not an error (deletes are retried after commits). */
  delete(key: string): Promise<void>;
  /** Every stored object, in no particular order (S3: `ListObjectsV2` page by page). */
  list(): AsyncIterable<ListedObject>;
}

export class MediaNotFoundError extends Error {
  constructor(key: string) {
    super(`media object not found: ${key}`);
    this.name = 'MediaNotFoundError';
  }
}

/** Extensions of the stored types (the sniffed type decides, never the upload's name). */
export const MEDIA_EXTENSIONS = ['webp', 'mp4', 'mov', 'avi'] as const;
export type MediaExtension = (typeof MEDIA_EXTENSIONS)[number];

export const MEDIA_CONTENT_TYPES: Record<MediaExtension, string> = {
  webp: 'image/webp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
};

/**
 * The extension of private objects (a message's attachments, issue 26): stored, listed and swept
 * like the media, but never served by G1 (`isMediaKey` refuses it); only their own route serves
 * them, after its access check, with the type their row records.
 */
export const PRIVATE_EXTENSION = 'private';

/** 32 random bytes in base64url (43 characters), a dot and the extension. */
const KEY_PATTERN = new RegExp(`^[A-Za-z0-9_-]{43}\\.(?:${MEDIA_EXTENSIONS.join('|')})$`);
const PRIVATE_KEY_PATTERN = new RegExp(`^[A-Za-z0-9_-]{43}\\.${PRIVATE_EXTENSION}$`);

/** An unguessable key: it is the only thing that names a file, and G1 serves it to anyone. */
export function newMediaKey(extension: MediaExtension): string {
  return `${randomBytes(32).toString('base64url')}.${extension}`;
}

/** A key for a private object (`PRIVATE_EXTENSION`), as unguessable as the media's. */
export function newPrivateKey(): string {
  return `${randomBytes(32).toString('base64url')}.${PRIVATE_EXTENSION}`;
}

/** Whether `key` is one `newMediaKey` could have made: a public medium G1 may serve. */
export function isMediaKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/**
 * Whether `key` names an object of the storage, public or private (anything else never reaches
 * storage, so no key can name a path outside it).
 */
export function isStoredKey(key: string): boolean {
  return KEY_PATTERN.test(key) || PRIVATE_KEY_PATTERN.test(key);
}

export function extensionOf(key: string): MediaExtension {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  const known = MEDIA_EXTENSIONS.find((e) => e === extension);
  if (!known) throw new Error(`not a media key: ${key}`);
  return known;
}
