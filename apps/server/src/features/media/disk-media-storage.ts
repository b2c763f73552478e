import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, opendir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  type ByteRange,
  isStoredKey,
  type ListedObject,
  MediaNotFoundError,
  type MediaStorage,
  type StoredObjectInfo,
} from './media-storage.ts';
import { removeWrittenFile } from './remove-written-file.ts';

/** Where objects are written before they are complete; inside the root, so rename is atomic. */
export const TEMP_DIR_NAME = '.tmp';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Media as files in one folder (`DATA_DIR/media`), named by their keys. Several instances must
 * share the folder (ADR 008). Keys are checked on every call, so no caller can reach a path
 * outside the folder.
 */
export class DiskMediaStorage implements MediaStorage {
  private readonly tempDir: string;
  private ready: Promise<unknown> | undefined;

  constructor(private readonly root: string) {
    this.tempDir = path.join(root, TEMP_DIR_NAME);
  }

  private pathOf(key: string): string {
    if (!isStoredKey(key)) throw new MediaNotFoundError(key);
    return path.join(this.root, key);
  }

  async put(key: string, content: Readable): Promise<StoredObjectInfo> {
    const target = this.pathOf(key);
    this.ready ??= mkdir(this.tempDir, { recursive: true });
    await this.ready;
    const temp = path.join(this.tempDir, `${randomBytes(12).toString('hex')}.part`);
    const file = createWriteStream(temp, { flags: 'wx' });
    try {
      await pipeline(content, file);
      const { size } = await stat(temp);
      await rename(temp, target);
      return { size };
    } catch (error) {
      await removeWrittenFile(temp, file);
      throw error;
    }
  }

  async createReadStream(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.pathOf(key);
    // Opened before returning, so that a missing file is this call's error, not the stream's.
    const stream = createReadStream(file, range ? { start: range.start, end: range.end } : {});
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', (error) =>
        reject(isMissing(error) ? new MediaNotFoundError(key) : error),
      );
    });
    return stream;
  }

  async stat(key: string): Promise<StoredObjectInfo | undefined> {
    if (!isStoredKey(key)) return undefined;
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { size: info.size } : undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isStoredKey(key)) return;
    await rm(this.pathOf(key), { force: true });
  }

  async *list(): AsyncIterable<ListedObject> {
    let dir: Awaited<ReturnType<typeof opendir>>;
    try {
      dir = await opendir(this.root);
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for await (const entry of dir) {
      // Only objects: the temporary folder and anything an operator left are not ours to list.
      if (!entry.isFile() || !isStoredKey(entry.name)) continue;
      const info = await stat(path.join(this.root, entry.name)).catch(() => undefined);
      if (info) yield { key: entry.name, storedAt: info.mtime };
    }
  }
}
