import { notifications } from '@mantine/notifications';
import { type DownloadedFile, saveFile } from './api/download-file.ts';
import { exportOwnData, exportUserData } from './api/export-data.ts';
import { accountDataErrorText } from './lib/error-text.ts';
import { myDataTexts } from './lib/texts.ts';

/*
 * A data export saved under the server's file name. These never reject: a failure shows a
 * notification, since the file is the only other result. Callers keep their own pending state
 * (a mutation) for the button's loader.
 */

async function download(load: () => Promise<DownloadedFile>): Promise<void> {
  try {
    saveFile(await load());
  } catch (error) {
    notifications.show({
      color: 'red',
      title: myDataTexts.downloadFailed,
      message: accountDataErrorText(error),
    });
  }
}

/** 'Pobierz moje dane'. */
export function downloadOwnData(userId: number): Promise<void> {
  return download(() => exportOwnData(userId));
}

/** An admin's 'Pobierz dane' of a freelancer or an investor. */
export function downloadUserData(userId: number): Promise<void> {
  return download(() => exportUserData(userId));
}
