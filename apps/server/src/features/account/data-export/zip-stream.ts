import { Readable } from 'node:stream';
import { DATA_EXPORT_JSON_NAME } from '@handlowo/contract';
import type { FastifyBaseLogger } from 'fastify';
import { ZipFile } from 'yazl';
import type { MediaStorage } from '../../media/media-storage.ts';
import type { ZipMediaEntry } from './export-media.ts';

export interface ExportZipContent {
  /** The pretty-printed JSON document (a few kilobytes: the only part held in memory). */
  json: string;
  exportedAt: Date;
  /** Stored files, in the ZIP's order. */
  entries: readonly ZipMediaEntry[];
}

/**
 * The export's ZIP as a stream: `dane.json` deflated first, then each file stored as it is (webp
 * and mp4 do not compress). yazl opens a file only when the ZIP reaches it and pulls it through
 * with backpressure, so one storage stream is open at a time and memory holds a few chunks
 * whatever the total size.
 *
 * Failures after the answer's headers cannot become an error status: the stream is destroyed
 * with the error, and Fastify then cuts the connection, so the client sees a broken download
 * rather than a ZIP that looks complete. yazl does not listen for errors of the streams it reads,
 * so they are caught here (an unhandled 'error' would end the process). When the client goes
 * away, Fastify destroys this stream, and the open storage stream is closed with it.
 */
export function exportZipStream(
  storage: MediaStorage,
  { json, exportedAt, entries }: ExportZipContent,
  log: FastifyBaseLogger,
): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream;
  if (!(output instanceof Readable)) throw new Error('yazl: the output is not a Node stream');
  let current: Readable | undefined;

  const closeCurrent = () => {
    current?.destroy();
    current = undefined;
  };
  const fail = (error: unknown, key?: string) => {
    if (output.destroyed) return;
    log.error({ err: error, key }, 'data export: the ZIP stream failed');
    closeCurrent();
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  };
  zip.on('error', (error: unknown) => fail(error));
  output.once('close', closeCurrent);

  zip.addBuffer(Buffer.from(json, 'utf8'), DATA_EXPORT_JSON_NAME, { mtime: exportedAt });
  for (const entry of entries) {
    const options = { compress: false, size: entry.size, mtime: entry.mtime };
    zip.addReadStreamLazy(entry.path, options, (callback) => {
      // The download was cut off before the ZIP got here: open nothing more.
      if (output.destroyed) return;
      storage.createReadStream(entry.key).then(
        (stream) => {
          if (output.destroyed) {
            stream.destroy();
            return;
          }
          current = stream;
          stream.on('error', (error) => fail(error, entry.key));
          stream.once('close', () => {
            if (current === stream) current = undefined;
          });
          callback(null, stream);
        },
        // Deleted since it was checked (replaced by its owner meanwhile), or storage failed.
        (error: unknown) => fail(error, entry.key),
      );
    });
  }
  zip.end();
  return output;
}
