import type { WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';

/**
 * Removes a file that `stream` wrote, or was opening, once the stream has closed. A failed
 * pipeline does not wait for the file to close, and a file still opening is created after an
 * early clean-up ran: removed before that, it stays behind (seen on a loaded machine).
 */
export async function removeWrittenFile(filePath: string, stream?: WriteStream): Promise<void> {
  if (stream && !stream.closed) await new Promise<void>((resolve) => stream.once('close', resolve));
  await rm(filePath, { force: true });
}
