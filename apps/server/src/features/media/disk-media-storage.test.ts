import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskMediaStorage } from './disk-media-storage.ts';
import { isMediaKey, MediaNotFoundError, newMediaKey } from './media-storage.ts';

let root: string;
let storage: DiskMediaStorage;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'handlowo-media-'));
  storage = new DiskMediaStorage(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

const read = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('DiskMediaStorage', () => {
  it('makes 43-character base64url keys with the extension', () => {
    const key = newMediaKey('mp4');
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}\.mp4$/);
    expect(isMediaKey(key)).toBe(true);
    expect(newMediaKey('mp4')).not.toBe(key);
    for (const bad of [
      '../x.mp4',
      `${'a'.repeat(43)}.exe`,
      `${'a'.repeat(42)}.mp4`,
      `${'a'.repeat(43)}.mp4/`,
    ]) {
      expect(isMediaKey(bad), bad).toBe(false);
    }
  });

  it('stores, stats, reads ranges and deletes', async () => {
    const key = newMediaKey('webp');
    const bytes = Buffer.from('0123456789');
    expect(await storage.put(key, Readable.from([bytes]))).toEqual({ size: 10 });
    expect(await storage.stat(key)).toEqual({ size: 10 });
    expect((await read(await storage.createReadStream(key))).toString()).toBe('0123456789');
    expect((await read(await storage.createReadStream(key, { start: 2, end: 4 }))).toString()).toBe(
      '234',
    );
    await storage.delete(key);
    expect(await storage.stat(key)).toBeUndefined();
    await expect(storage.createReadStream(key)).rejects.toBeInstanceOf(MediaNotFoundError);
    // Deleting what is gone is fine (deletes are retried after commits).
    await storage.delete(key);
  });

  it('shows an object only once its stream ended', async () => {
    const key = newMediaKey('mp4');
    const source = new PassThrough();
    const stored = storage.put(key, source);
    source.write(Buffer.alloc(1000, 1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await storage.stat(key)).toBeUndefined();
    expect(await readdir(root)).toEqual(['.tmp']);
    source.end(Buffer.alloc(1000, 2));
    await stored;
    expect(await storage.stat(key)).toEqual({ size: 2000 });
    expect(await readdir(path.join(root, '.tmp'))).toEqual([]);
    await storage.delete(key);
  });

  it('leaves nothing behind when the stream fails', async () => {
    const key = newMediaKey('mp4');
    async function* failing() {
      yield Buffer.alloc(500);
      throw new Error('upload broke off');
    }
    await expect(storage.put(key, Readable.from(failing()))).rejects.toThrow('upload broke off');
    expect(await storage.stat(key)).toBeUndefined();
    expect(await readdir(path.join(root, '.tmp'))).toEqual([]);
    expect((await readdir(root)).filter((f) => f !== '.tmp')).toEqual([]);
  });

  it('leaves nothing behind when the stream fails at once, many times over', async () => {
    // The failure comes before a lazily opened file would exist: its clean-up must still find it.
    const failures = Array.from({ length: 50 }, () => {
      const broken = new PassThrough();
      queueMicrotask(() => broken.destroy(new Error('refused')));
      return storage.put(newMediaKey('mp4'), broken).catch((error: Error) => error.message);
    });
    expect(new Set(await Promise.all(failures))).toEqual(new Set(['refused']));
    expect(await readdir(path.join(root, '.tmp'))).toEqual([]);
  });

  it('never touches a path that is not a key', async () => {
    await expect(
      storage.put('../escape.mp4', Readable.from([Buffer.from('x')])),
    ).rejects.toBeInstanceOf(MediaNotFoundError);
    expect(await storage.stat('../../etc/passwd')).toBeUndefined();
    await expect(readFile(path.join(root, '..', 'escape.mp4'))).rejects.toThrow();
  });
});
