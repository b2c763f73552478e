import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import {
  CreateMultipartUploadCommand,
  ListMultipartUploadsCommand,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestBucket, removeTestBucket, s3TestConfig } from '../../testing/s3-server.ts';
import { DiskMediaStorage, TEMP_DIR_NAME } from './disk-media-storage.ts';
import {
  isMediaKey,
  MediaNotFoundError,
  type MediaStorage,
  newMediaKey,
  newPrivateKey,
} from './media-storage.ts';
import { createS3Client, S3_PART_BYTES, S3MediaStorage } from './s3-media-storage.ts';

/*
 * One contract, two storages (ADR 008, ADR 025): every case of the first suite runs on the disk
 * and on an S3 bucket (s3rver, started by global setup), so the app may take either.
 */

const read = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const listed = async (storage: MediaStorage) => {
  const keys: string[] = [];
  for await (const object of storage.list()) keys.push(object.key);
  return keys.sort();
};

/** A storage under test and what only its own medium can show. */
interface Subject {
  storage: MediaStorage;
  /** Partial objects: the disk's temporary files, S3's pending multipart uploads. */
  leftovers(): Promise<string[]>;
  /** Puts something that is not a key into the medium, as an operator might. */
  plantForeign(name: string): Promise<void>;
  dispose(): Promise<void>;
}

async function diskSubject(): Promise<Subject> {
  const root = await mkdtemp(path.join(tmpdir(), 'handlowo-media-'));
  return {
    storage: new DiskMediaStorage(root),
    leftovers: async () => readdir(path.join(root, TEMP_DIR_NAME)).catch(() => []),
    plantForeign: (name) => writeFile(path.join(root, name), 'operator note'),
    dispose: () => rm(root, { recursive: true, force: true }),
  };
}

async function s3Subject(options: { listPageSize?: number } = {}) {
  const config = await createTestBucket(inject('testS3').endpoint);
  const storage = new S3MediaStorage(createS3Client(config), config.bucket, options);
  const pendingUploads = async () =>
    (
      (await storage.client.send(new ListMultipartUploadsCommand({ Bucket: config.bucket })))
        .Uploads ?? []
    ).map((upload) => upload.Key ?? '');
  const subject: Subject = {
    storage,
    leftovers: pendingUploads,
    plantForeign: async (name) => {
      await storage.client.send(
        new PutObjectCommand({ Bucket: config.bucket, Key: name, Body: 'operator note' }),
      );
    },
    async dispose() {
      storage.close();
      await removeTestBucket(config);
    },
  };
  return { ...subject, storage, config };
}

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

describe.each([
  { name: 'DiskMediaStorage', open: diskSubject },
  // Pages of two keys: the listing must follow S3's continuation tokens.
  { name: 'S3MediaStorage', open: () => s3Subject({ listPageSize: 2 }) },
])('$name', ({ open }) => {
  let subject: Subject;
  let storage: MediaStorage;
  beforeAll(async () => {
    subject = await open();
    storage = subject.storage;
  });
  afterAll(() => subject.dispose());

  it('stores, stats, reads ranges and deletes', async () => {
    const key = newMediaKey('webp');
    const bytes = Buffer.from('0123456789');
    expect(await storage.put(key, Readable.from([bytes]))).toEqual({ size: 10 });
    expect(await storage.stat(key)).toEqual({ size: 10 });
    expect((await read(await storage.createReadStream(key))).toString()).toBe('0123456789');
    expect((await read(await storage.createReadStream(key, { start: 2, end: 4 }))).toString()).toBe(
      '234',
    );
    expect((await read(await storage.createReadStream(key, { start: 9, end: 9 }))).toString()).toBe(
      '9',
    );
    await storage.delete(key);
    expect(await storage.stat(key)).toBeUndefined();
    await expect(storage.createReadStream(key)).rejects.toBeInstanceOf(MediaNotFoundError);
    // Deleting what is gone is fine (deletes are retried after commits).
    await storage.delete(key);
  });

  it('stores an empty object and private objects', async () => {
    const empty = newMediaKey('mp4');
    const attachment = newPrivateKey();
    expect(await storage.put(empty, Readable.from([]))).toEqual({ size: 0 });
    expect(await storage.put(attachment, Readable.from([Buffer.from('%PDF')]))).toEqual({
      size: 4,
    });
    expect(await read(await storage.createReadStream(empty))).toHaveLength(0);
    expect((await read(await storage.createReadStream(attachment))).toString()).toBe('%PDF');
    await storage.delete(empty);
    await storage.delete(attachment);
  });

  it('fails a read of a missing object in the call, not later in the stream', async () => {
    const missing = newMediaKey('mp4');
    await expect(storage.createReadStream(missing)).rejects.toBeInstanceOf(MediaNotFoundError);
    await expect(storage.createReadStream(missing, { start: 0, end: 10 })).rejects.toBeInstanceOf(
      MediaNotFoundError,
    );
    expect(await storage.stat(missing)).toBeUndefined();
  });

  it('shows an object only once its stream ended', async () => {
    const key = newMediaKey('mp4');
    const source = new PassThrough();
    const stored = storage.put(key, source);
    source.write(Buffer.alloc(1000, 1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await storage.stat(key)).toBeUndefined();
    expect(await listed(storage)).not.toContain(key);
    source.end(Buffer.alloc(1000, 2));
    await stored;
    expect(await storage.stat(key)).toEqual({ size: 2000 });
    expect(await listed(storage)).toContain(key);
    expect(await subject.leftovers()).toEqual([]);
    await storage.delete(key);
  });

  it('leaves nothing behind when the stream fails, and rethrows its error', async () => {
    const key = newMediaKey('mp4');
    async function* failing() {
      yield Buffer.alloc(500);
      throw new Error('upload broke off');
    }
    await expect(storage.put(key, Readable.from(failing()))).rejects.toThrow('upload broke off');
    expect(await storage.stat(key)).toBeUndefined();
    expect(await listed(storage)).toEqual([]);
    expect(await subject.leftovers()).toEqual([]);
  });

  it('leaves nothing behind when the stream fails at once, many times over', async () => {
    // The failure comes before a lazily opened file would exist: its clean-up must still find it.
    const failures = Array.from({ length: 50 }, () => {
      const broken = new PassThrough();
      queueMicrotask(() => broken.destroy(new Error('refused')));
      return storage.put(newMediaKey('mp4'), broken).catch((error: Error) => error.message);
    });
    expect(new Set(await Promise.all(failures))).toEqual(new Set(['refused']));
    expect(await subject.leftovers()).toEqual([]);
    expect(await listed(storage)).toEqual([]);
  });

  it('never touches an object that is not named by a key', async () => {
    await expect(
      storage.put('../escape.mp4', Readable.from([Buffer.from('x')])),
    ).rejects.toBeInstanceOf(MediaNotFoundError);
    await expect(storage.createReadStream('README.txt')).rejects.toBeInstanceOf(MediaNotFoundError);
    expect(await storage.stat('../../etc/passwd')).toBeUndefined();
    await subject.plantForeign('README.txt');
    expect(await storage.stat('README.txt')).toBeUndefined();
    await storage.delete('README.txt');
    expect(await listed(storage)).toEqual([]);
  });

  it('lists every stored object with the time it was stored, page after page', async () => {
    const before = Date.now() - 2000;
    const keys = [newMediaKey('webp'), newMediaKey('mp4'), newPrivateKey(), newMediaKey('avi')];
    for (const key of keys) await storage.put(key, Readable.from([Buffer.from(key)]));
    const after = Date.now() + 2000;
    const objects: { key: string; storedAt: Date }[] = [];
    for await (const object of storage.list()) objects.push(object);
    // The foreign object of the previous case is still there, and still not listed.
    expect(objects.map((o) => o.key).sort()).toEqual([...keys].sort());
    for (const { storedAt } of objects) {
      expect(storedAt.getTime()).toBeGreaterThanOrEqual(before);
      expect(storedAt.getTime()).toBeLessThanOrEqual(after);
    }
    for (const key of keys) await storage.delete(key);
    expect(await listed(storage)).toEqual([]);
  });
});

describe('S3MediaStorage on its own', () => {
  let s3: Awaited<ReturnType<typeof s3Subject>>;
  beforeAll(async () => {
    s3 = await s3Subject();
  });
  afterAll(() => s3.dispose());

  /** `size` bytes in 64 kB chunks, each byte its offset modulo 251 (no part looks like another). */
  function* pattern(size: number) {
    for (let offset = 0; offset < size; offset += 65_536) {
      const chunk = Buffer.alloc(Math.min(65_536, size - offset));
      for (let i = 0; i < chunk.length; i++) chunk[i] = (offset + i) % 251;
      yield chunk;
    }
  }

  it('streams 12 MB as a multipart upload and reads any range of it back', async () => {
    const size = 12 * 1024 * 1024;
    const key = newMediaKey('mp4');
    expect(await s3.storage.put(key, Readable.from(pattern(size)))).toEqual({ size });
    expect(await s3.storage.stat(key)).toEqual({ size });
    // Across the first part's end: the parts were put together in order.
    const start = S3_PART_BYTES - 3;
    const range = await read(await s3.storage.createReadStream(key, { start, end: start + 5 }));
    expect([...range]).toEqual([0, 1, 2, 3, 4, 5].map((i) => (start + i) % 251));
    const whole = await read(await s3.storage.createReadStream(key));
    // Compared as bytes: a deep equality of 12 MB takes minutes.
    expect(whole.equals(Buffer.concat([...pattern(size)]))).toBe(true);
    expect(await s3.leftovers()).toEqual([]);
    await s3.storage.delete(key);
  });

  it('aborts the multipart upload of a stream that fails after some parts', async () => {
    const key = newMediaKey('mp4');
    let sent = 0;
    let uploadsWhileSending: string[] = [];
    const failing = async function* () {
      for (const chunk of pattern(11 * 1024 * 1024)) {
        sent += chunk.length;
        yield chunk;
      }
      // Two parts are out by now: the upload exists in the bucket, invisible.
      uploadsWhileSending = await s3.leftovers();
      throw new Error('client went away');
    };
    await expect(s3.storage.put(key, Readable.from(failing()))).rejects.toThrow('client went away');
    expect(sent).toBe(11 * 1024 * 1024);
    expect(uploadsWhileSending).toEqual([key]);
    expect(await s3.leftovers()).toEqual([]);
    expect(await s3.storage.stat(key)).toBeUndefined();
    expect(await listed(s3.storage)).toEqual([]);
  });

  it('aborts the multipart uploads a dead process left, once they are old', async () => {
    const key = newMediaKey('mp4');
    await s3.storage.client.send(
      new CreateMultipartUploadCommand({ Bucket: s3.config.bucket, Key: key }),
    );
    // Under way (started after the cut-off): kept.
    expect(await s3.storage.abortStaleUploads(new Date(Date.now() - 60_000))).toBe(0);
    expect(await s3.leftovers()).toEqual([key]);
    expect(await s3.storage.abortStaleUploads(new Date(Date.now() + 60_000))).toBe(1);
    expect(await s3.leftovers()).toEqual([]);
  });

  it('does not take a missing bucket for a missing object', async () => {
    const gone = s3TestConfig(s3.config.endpoint ?? '', 'handlowo-no-such-bucket');
    const storage = new S3MediaStorage(createS3Client(gone), gone.bucket);
    try {
      // A HEAD answer has no body to name the bucket: `stat` cannot tell, a read can.
      await expect(storage.createReadStream(newMediaKey('mp4'))).rejects.toMatchObject({
        name: 'NoSuchBucket',
      });
      await expect(listed(storage)).rejects.toMatchObject({ name: 'NoSuchBucket' });
      await expect(storage.checkBucket(1000)).rejects.toThrow();
      await expect(s3.storage.checkBucket(1000)).resolves.toBeUndefined();
    } finally {
      storage.close();
    }
  });
});

// A file the storage never wrote is not readable through it (the disk's path check).
it('DiskMediaStorage does not read outside its folder', async () => {
  const subject = await diskSubject();
  try {
    await expect(
      subject.storage.put('../escape.mp4', Readable.from([Buffer.from('x')])),
    ).rejects.toBeInstanceOf(MediaNotFoundError);
    await expect(readFile(path.join(tmpdir(), 'escape.mp4'))).rejects.toThrow();
  } finally {
    await subject.dispose();
  }
});
