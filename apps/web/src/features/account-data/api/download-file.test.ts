import { dataExportFileName } from '@handlowo/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_STATUS } from '@/lib/api-error.ts';
import { getToken } from '@/lib/token.ts';
import { downloadFile, saveFile } from './download-file.ts';
import { exportOwnData, exportUserData } from './export-data.ts';

function answer(response: Response) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(response);
}

const zip = (headers: Record<string, string> = {}) =>
  new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
    headers: { 'Content-Type': 'application/zip', ...headers },
  });

describe('downloadFile', () => {
  it('sends the bearer token and names the file by Content-Disposition', async () => {
    window.localStorage.setItem('token', 'abc');
    const fetch = answer(
      zip({ 'Content-Disposition': 'attachment; filename="handlowo-dane-7-2026-11-24.zip"' }),
    );
    const file = await exportOwnData(7);
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/account/export');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer abc');
    expect(file.fileName).toBe('handlowo-dane-7-2026-11-24.zip');
    expect(file.blob.size).toBe(4);
  });

  it("uses the contract's name when the header is missing", async () => {
    const fetch = answer(zip());
    const file = await exportUserData(31);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/admin-panel/users/31/export');
    expect(file.fileName).toBe(dataExportFileName(31, new Date()));
  });

  it("rejects with the server's message, and a 403 ends the session", async () => {
    window.localStorage.setItem('token', 'abc');
    answer(Response.json({ message: 'Nie znaleziono użytkownika' }, { status: 404 }));
    const notFound = await downloadFile('/x', 'x.zip').catch((error: unknown) => error);
    expect(notFound).toBeInstanceOf(ApiError);
    expect(notFound).toMatchObject({ status: 404, serverMessage: 'Nie znaleziono użytkownika' });
    expect(getToken()).toBe('abc');

    answer(Response.json({ message: 'Forbidden' }, { status: 403 }));
    await expect(downloadFile('/x', 'x.zip')).rejects.toMatchObject({ status: 403 });
    expect(getToken()).toBeNull();
  });

  it('turns a failed connection into the network error', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(downloadFile('/x', 'x.zip')).rejects.toMatchObject({
      status: NETWORK_ERROR_STATUS,
    });
  });
});

describe('saveFile', () => {
  afterEach(() => vi.useRealTimers());

  it('clicks a hidden download link to an object URL and revokes it later', () => {
    vi.useFakeTimers();
    const create = vi.fn(() => 'blob:dane');
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });

    saveFile({ blob: new Blob(['x']), fileName: 'dane.zip' });
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('dane.zip');
    expect(clicked[0]?.getAttribute('href')).toBe('blob:dane');
    expect(clicked[0]?.isConnected).toBe(false);
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:dane');
  });
});
