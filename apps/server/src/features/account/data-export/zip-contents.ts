import { createHash } from 'node:crypto';
import { fromBufferPromise, openPromise, type ZipFile } from 'yauzl';

/*
 * Test support: what a ZIP holds, read with yauzl (which checks sizes and, on reading, CRCs).
 * Entries are hashed as they stream, so a ZIP of many megabytes is never held whole.
 */

export interface ZipEntryContent {
  name: string;
  /** 0 stored, 8 deflated. */
  compressionMethod: number;
  size: number;
  sha256: string;
  /** The bytes, for entries up to `keepBytes`. */
  data: Buffer | undefined;
}

const KEEP_BYTES = 1024 * 1024;

async function entriesOf(zip: ZipFile): Promise<ZipEntryContent[]> {
  const found: ZipEntryContent[] = [];
  try {
    for await (const entry of zip.eachEntry()) {
      const hash = createHash('sha256');
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of await zip.openReadStreamPromise(entry)) {
        const bytes = chunk as Buffer;
        hash.update(bytes);
        size += bytes.length;
        if (entry.uncompressedSize <= KEEP_BYTES) chunks.push(bytes);
      }
      found.push({
        name: entry.fileName,
        compressionMethod: entry.compressionMethod,
        size,
        sha256: hash.digest('hex'),
        data: entry.uncompressedSize <= KEEP_BYTES ? Buffer.concat(chunks) : undefined,
      });
    }
  } finally {
    zip.close();
  }
  return found;
}

export const readZipBuffer = async (buffer: Buffer) =>
  entriesOf(await fromBufferPromise(buffer, { lazyEntries: true }));

export const readZipFile = async (path: string) =>
  entriesOf(await openPromise(path, { lazyEntries: true }));

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
