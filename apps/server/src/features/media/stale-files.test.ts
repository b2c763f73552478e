import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { TEMP_DIR_NAME } from './disk-media-storage.ts';
import { mediaDir } from './media.plugin.ts';
import { scratchDir } from './scratch.ts';
import { removeStaleFiles, STALE_AFTER_MS } from './stale-files.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'handlowo-stale-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** A file whose last write was `ageMs` ago. */
async function fileAged(dir: string, name: string, ageMs: number): Promise<void> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, name);
  await writeFile(file, 'x');
  const when = new Date(Date.now() - ageMs);
  await utimes(file, when, when);
}

describe('stale working files', () => {
  it('removes files older than the limit and keeps younger ones and folders', async () => {
    const dir = path.join(root, 'sweep');
    await fileAged(dir, 'crashed.part', STALE_AFTER_MS + 60_000);
    await fileAged(dir, 'running.part', 60_000);
    await mkdir(path.join(dir, 'sub'));
    expect(await removeStaleFiles(dir)).toBe(1);
    expect((await readdir(dir)).sort()).toEqual(['running.part', 'sub']);
  });

  it('has nothing to do in a missing folder', async () => {
    expect(await removeStaleFiles(path.join(root, 'absent'))).toBe(0);
  });

  it('are swept when the server starts: the media temp folder and the upload scratch', async () => {
    const dataDir = path.join(root, 'data');
    const temp = path.join(mediaDir(dataDir), TEMP_DIR_NAME);
    await fileAged(temp, 'old.part', STALE_AFTER_MS * 2);
    await fileAged(temp, 'new.part', 1000);
    await fileAged(scratchDir(dataDir), 'old.upload', STALE_AFTER_MS * 2);
    // The disk's temporary folder: S3 keeps no partial object there (orphan-media.test.ts).
    const app = await buildTestApp({ dataDir, mediaStorage: { kind: 'disk' } });
    try {
      expect(await readdir(temp)).toEqual(['new.part']);
      expect(await readdir(scratchDir(dataDir))).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
