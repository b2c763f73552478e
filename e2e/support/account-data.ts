import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Download, Locator, Page } from 'playwright-core';
import yauzl from 'yauzl';
import {
  DATA_EXPORT_JSON_NAME,
  DataExport,
} from '../../packages/contract/src/account/data-export.ts';
import { shown } from './profile-modals.ts';

/*
 * The data-rights screens of issue 12 as a user reaches them: 'Moje dane' from the shell's user
 * menu, and the ZIP a download hands over, read with yauzl.
 */

/** Titles of the data-rights modals (apps/web/src/features/account-data/modal-titles.ts). */
export { accountDataModalTitles } from '../../apps/web/src/features/account-data/modal-titles.ts';

/** Opens 'Moje dane' from the user menu of the shell (freelancer or admin) and waits for it. */
export async function openMyDataFromMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /Menu użytkownika/ }).click();
  await page.getByRole('menuitem', { name: 'Moje dane' }).click();
  return shown(page, 'Moje dane');
}

/** Clicks `button` and returns the download it starts. */
export async function downloadFrom(page: Page, button: Locator): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return download;
}

/** The names of a ZIP's entries and the text of one of them. */
export async function readZip(
  path: string,
  entryName: string,
): Promise<{ names: string[]; text: string | null }> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true }, (error, file) =>
      error ? reject(error) : resolve(file),
    ),
  );
  const names: string[] = [];
  let text: string | null = null;
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      names.push(entry.fileName);
      if (entry.fileName !== entryName) {
        zip.readEntry();
        return;
      }
      zip.openReadStream(entry, (error, stream) => {
        if (error) {
          reject(error);
          return;
        }
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', reject);
        stream.on('end', () => {
          text = Buffer.concat(chunks).toString('utf8');
          zip.readEntry();
        });
      });
    });
    zip.readEntry();
  });
  zip.close();
  return { names, text };
}

/**
 * The ZIP's entry names and its dane.json, checked against the contract's strict `DataExport`
 * schema (the shape the privacy policy and docs/data-export.md describe).
 */
export async function exportedData(
  download: Download,
): Promise<{ names: string[]; data: DataExport }> {
  // The run's Chromium is shared (global-setup.ts): a download is copied here, not read in place.
  const folder = await mkdtemp(join(tmpdir(), 'handlowo-download-'));
  const file = join(folder, download.suggestedFilename());
  await download.saveAs(file);
  const { names, text } = await readZip(file, DATA_EXPORT_JSON_NAME).finally(() =>
    rm(folder, { recursive: true, force: true }),
  );
  if (text === null) throw new Error(`${DATA_EXPORT_JSON_NAME} is missing (${names.join(', ')})`);
  return { names, data: DataExport.parse(JSON.parse(text)) };
}
