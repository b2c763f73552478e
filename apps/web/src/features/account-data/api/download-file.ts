import { API_BASE } from '@/lib/api-client.ts';
import { ApiError, messageOf, NETWORK_ERROR_STATUS } from '@/lib/api-error.ts';
import { saveBlob } from '@/lib/save-blob.ts';
import { clearToken, getToken } from '@/lib/token.ts';
import { fileNameFromContentDisposition } from '../lib/content-disposition.ts';

export interface DownloadedFile {
  blob: Blob;
  /** From the answer's Content-Disposition, else `fallbackName`. */
  fileName: string;
}

/**
 * GET of a file answer (the data export's ZIP). The app's API client reads JSON only, so this is
 * its twin for binary bodies: the same bearer token, the same `ApiError`s and the same dropped
 * session on 403.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<DownloadedFile> {
  const headers = new Headers();
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  let blob: Blob;
  try {
    response = await fetch(`${API_BASE}${path}`, { headers });
    if (!response.ok) throw await failure(response);
    blob = await response.blob();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(NETWORK_ERROR_STATUS, null);
  }
  const fileName =
    fileNameFromContentDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  return { blob, fileName };
}

async function failure(response: Response): Promise<ApiError> {
  if (response.status === 403) clearToken();
  const isJson = response.headers.get('content-type')?.includes('application/json');
  const body: unknown = isJson ? await response.json().catch(() => null) : null;
  return new ApiError(response.status, messageOf(body));
}

/** Hands a downloaded file to the browser's download manager under its name. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  saveBlob(blob, fileName);
}
