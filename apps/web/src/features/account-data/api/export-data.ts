import { dataExportFileName } from '@handlowo/contract';
import { type DownloadedFile, downloadFile } from './download-file.ts';

/**
 * The name to save under if an answer came without Content-Disposition (a proxy dropped it): the
 * server's own name for the file.
 */
export function fallbackFileName(userId: number, at: Date): string {
  return dataExportFileName(userId, at);
}

/** GET /account/export: the logged user's data as a ZIP (dane.json and media). */
export function exportOwnData(userId: number): Promise<DownloadedFile> {
  return downloadFile('/account/export', fallbackFileName(userId, new Date()));
}

/** GET /admin-panel/users/{id}/export: the same ZIP of a freelancer or an investor, for an admin. */
export function exportUserData(userId: number): Promise<DownloadedFile> {
  return downloadFile(`/admin-panel/users/${userId}/export`, fallbackFileName(userId, new Date()));
}
