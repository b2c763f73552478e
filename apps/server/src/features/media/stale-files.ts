import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** Far longer than any upload takes: a file this old in a working folder was left by a crash. */
export const STALE_AFTER_MS = 60 * 60 * 1000;

/**
 * Removes the files of `dir` last written more than `maxAgeMs` ago and returns how many. Uploads
 * under way (this instance's or another's sharing the folder) are younger and stay. A missing
 * folder has nothing to sweep.
 */
export async function removeStaleFiles(
  dir: string,
  maxAgeMs = STALE_AFTER_MS,
  now = Date.now(),
): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile() || now - info.mtimeMs <= maxAgeMs) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}
