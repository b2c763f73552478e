import type { Readable } from 'node:stream';
import { accountMessages, DataExport, dataExportFileName } from '@handlowo/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { forbidden, notFound } from '../../../lib/errors.ts';
import type { MediaStorage } from '../../media/media-storage.ts';
import { type ExportAccountRow, readExportRows } from './data-export.repository.ts';
import { buildDataExport } from './export-document.ts';
import { locateMedia } from './export-media.ts';
import { exportZipStream } from './zip-stream.ts';

export interface ExportContext {
  db: Database;
  media: MediaStorage;
  log: FastifyBaseLogger;
}

export interface PreparedExport {
  fileName: string;
  /** The ZIP, whose files are opened one at a time as it is read. */
  zip: Readable;
}

/**
 * Reads the user's rows in one read-only transaction with a repeatable-read snapshot (all 35
 * statements see the same moment), then checks the files. The transaction ends before the first
 * byte is sent: a slow download never holds a connection (PGlite has only one).
 */
async function prepare(
  { db, media, log }: ExportContext,
  userId: number,
  accept: (account: ExportAccountRow) => boolean,
  now: Date,
): Promise<PreparedExport | undefined> {
  const rows = await db.transaction((tx) => readExportRows(tx, userId, accept), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
  if (!rows) return undefined;
  const located = await locateMedia(media, rows, log);
  // The strict contract schema also guards against a field that must not leave the server.
  const document = DataExport.parse(buildDataExport(rows, located, now));
  const zip = exportZipStream(
    media,
    { json: `${JSON.stringify(document, null, 2)}\n`, exportedAt: now, entries: located.entries },
    log,
  );
  return { fileName: dataExportFileName(userId, now), zip };
}

/** GET /account/export: the caller's own data, whatever their role. */
export async function exportOwnData(
  context: ExportContext,
  userId: number,
  now = new Date(),
): Promise<PreparedExport> {
  const prepared = await prepare(context, userId, () => true, now);
  // Deleted after the token was checked: as for any request of a user who no longer exists.
  if (!prepared) throw forbidden();
  return prepared;
}

/** GET /admin-panel/users/{id}/export: a freelancer's or an investor's (temporary too) data. */
export async function exportUserData(
  context: ExportContext,
  userId: number,
  now = new Date(),
): Promise<PreparedExport> {
  const prepared = await prepare(context, userId, (a) => a.role !== 'ADMIN', now);
  if (!prepared) throw notFound(accountMessages.userNotFound, 'USER_NOT_FOUND');
  return prepared;
}
