import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Local working files of uploads in progress (an image is decoded from a file, not from memory).
 * Under DATA_DIR, so a crash leaves them where an operator looks; every request removes its own.
 */
export const scratchDir = (dataDir: string) => path.join(dataDir, 'upload-scratch');

export async function newScratchFile(dataDir: string): Promise<string> {
  const dir = scratchDir(dataDir);
  await mkdir(dir, { recursive: true });
  return path.join(dir, `${randomBytes(12).toString('hex')}.upload`);
}
