/** Long enough for the browser to start the download: revoking at once cancels it in some. */
const REVOKE_AFTER_MS = 60_000;

/**
 * Hands a fetched file to the browser's download manager under `fileName`: the data export and
 * the conversations' attachments, which need the bearer header and so cannot be plain links.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
