import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { repoRoot } from '../../config/paths.ts';
import { inheritedServerEnv } from '../../testing/child-server-env.ts';
import { createTestBucket, mediaStorageEnv, removeTestBucket } from '../../testing/s3-server.ts';
import { copyMedia } from './copy-media.ts';
import { DiskMediaStorage } from './disk-media-storage.ts';
import { mediaDir } from './media.plugin.ts';
import { type MediaStorage, newMediaKey, newPrivateKey } from './media-storage.ts';
import { createS3Client, S3MediaStorage, type S3StorageConfig } from './s3-media-storage.ts';

/* `npm run media:copy` (ADR 025): the disk's media into a bucket and back, idempotent, resumable. */

let dataDir: string;
let disk: DiskMediaStorage;
let bucket: S3StorageConfig;
let s3: S3MediaStorage;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'handlowo-copy-'));
  disk = new DiskMediaStorage(mediaDir(dataDir));
  bucket = await createTestBucket(inject('testS3').endpoint);
  s3 = new S3MediaStorage(createS3Client(bucket), bucket.bucket);
});
afterAll(async () => {
  s3.close();
  await removeTestBucket(bucket);
  await rm(dataDir, { recursive: true, force: true });
});

const contentOf = async (storage: MediaStorage, key: string) => {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.createReadStream(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};

const keysOf = async (storage: MediaStorage) => {
  const keys: string[] = [];
  for await (const object of storage.list()) keys.push(object.key);
  return keys.sort();
};

/** A storage whose `put` fails after `allowed` objects: a copy cut off halfway. */
function failingAfter(storage: MediaStorage, allowed: number): MediaStorage {
  let puts = 0;
  return {
    ...storage,
    list: () => storage.list(),
    stat: (key) => storage.stat(key),
    createReadStream: (key, range) => storage.createReadStream(key, range),
    delete: (key) => storage.delete(key),
    put: async (key, content) => {
      puts += 1;
      if (puts > allowed) {
        content.destroy();
        throw new Error('connection reset');
      }
      return storage.put(key, content);
    },
  };
}

describe('copyMedia', () => {
  const keys = [newMediaKey('webp'), newMediaKey('mp4'), newPrivateKey(), newMediaKey('webp')];

  it('copies every object from the disk to S3, resumes a cut-off run, then copies nothing', async () => {
    for (const [i, key] of keys.entries()) {
      await disk.put(key, Readable.from([Buffer.from(`object ${i} `.repeat(i + 1))]));
    }
    const dry = await copyMedia({ from: disk, to: s3, dryRun: true });
    expect(dry).toMatchObject({ seen: 4, copied: 4, skipped: 0 });
    expect(await keysOf(s3)).toEqual([]);

    await expect(copyMedia({ from: disk, to: failingAfter(s3, 2) })).rejects.toThrow(
      'connection reset',
    );
    expect(await keysOf(s3)).toHaveLength(2);

    const progress: number[] = [];
    const resumed = await copyMedia({
      from: disk,
      to: s3,
      onProgress: ({ seen }) => progress.push(seen),
    });
    expect(resumed).toMatchObject({ seen: 4, copied: 2, skipped: 2 });
    expect(progress).toEqual([1, 2, 3, 4]);
    expect(await keysOf(s3)).toEqual([...keys].sort());
    for (const key of keys) expect(await contentOf(s3, key)).toBe(await contentOf(disk, key));

    expect(await copyMedia({ from: disk, to: s3 })).toEqual({
      seen: 4,
      copied: 0,
      skipped: 4,
      bytes: 0,
    });
  });

  it('copies again an object of another size at the target, and copies S3 back to a disk', async () => {
    const [first] = keys;
    if (!first) throw new Error('no key');
    await s3.put(first, Readable.from([Buffer.from('cut')]));
    const repaired = await copyMedia({ from: disk, to: s3 });
    expect(repaired).toMatchObject({ copied: 1, skipped: 3 });
    expect(await contentOf(s3, first)).toBe(await contentOf(disk, first));

    const back = await mkdtemp(path.join(tmpdir(), 'handlowo-copy-back-'));
    try {
      const restored = new DiskMediaStorage(back);
      expect(await copyMedia({ from: s3, to: restored })).toMatchObject({ seen: 4, copied: 4 });
      expect(await keysOf(restored)).toEqual([...keys].sort());
      expect(await copyMedia({ from: s3, to: restored })).toMatchObject({ copied: 0, skipped: 4 });
    } finally {
      await rm(back, { recursive: true, force: true });
    }
  });
});

/** Runs `npm run media:copy`'s script with the test bucket and data folder as its environment. */
function runCli(args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/media-copy.mjs'), ...args], {
    cwd: repoRoot,
    env: { ...inheritedServerEnv(), DATA_DIR: dataDir, ...mediaStorageEnv(bucket) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
}

describe('npm run media:copy', () => {
  it('prints one summary line off a terminal; refuses a bad direction', async () => {
    const key = newMediaKey('mp4');
    await disk.put(key, Readable.from([Buffer.from('a new video')]));
    const dry = await runCli(['--from', 'disk', '--to', 's3', '--dry-run']);
    expect(dry.output).toMatch(
      /done in [\d.]+ s: 5 objects: 1 to copy \(0\.0 MB\), 4 already there/,
    );
    expect(dry.code).toBe(0);
    expect(await s3.stat(key)).toBeUndefined();

    const run = await runCli(['--from', 'disk', '--to', 's3']);
    expect(run.output).toMatch(
      /done in [\d.]+ s: 5 objects: 1 copied \(0\.0 MB\), 4 already there/,
    );
    expect(run.output).not.toContain('\r');
    expect(await s3.stat(key)).toEqual({ size: 11 });

    const same = await runCli(['--from', 's3', '--to', 's3']);
    expect(same.code).toBe(1);
    expect(same.output).toContain('usage: npm run media:copy');
  }, 60_000);
});
