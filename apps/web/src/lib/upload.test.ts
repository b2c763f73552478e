import { errorTexts } from '@handlowo/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { getToken, setToken } from './token.ts';
import { isUploadCancelled, UploadCancelledError, upload, uploadPercent } from './upload.ts';

/** A scripted XMLHttpRequest: the test drives progress and the answer by hand. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: unknown = undefined;
  status = 0;
  responseText = '';
  aborted = false;
  private responseHeaders: Record<string, string> = {};
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  // Test controls.
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }
  answer(status: number, json?: unknown) {
    this.status = status;
    if (json !== undefined) {
      this.responseHeaders['content-type'] = 'application/json; charset=utf-8';
      this.responseText = JSON.stringify(json);
    }
    this.onload?.();
  }
  fail() {
    this.onerror?.();
  }
}

function current(): FakeXhr {
  if (!FakeXhr.last) throw new Error('no request was made');
  return FakeXhr.last;
}

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('upload', () => {
  it('sends the form data to /api with the method and the bearer token', async () => {
    setToken('abc.def.ghi');
    const body = new FormData();
    body.append('file', new Blob(['x']), 'awatar.png');
    const result = upload('/user/avatar', body);
    const xhr = current();
    expect(xhr.method).toBe('PATCH');
    expect(xhr.url).toBe('/api/user/avatar');
    expect(xhr.headers).toEqual({ Authorization: 'Bearer abc.def.ghi' });
    expect(xhr.sent).toBe(body);
    xhr.answer(204);
    await expect(result).resolves.toBeNull();
  });

  it('sends no Authorization header without a token and resolves JSON answers', async () => {
    const result = upload<{ id: number }>('/video', new FormData(), { method: 'POST' });
    const xhr = current();
    expect(xhr.method).toBe('POST');
    expect(xhr.headers).toEqual({});
    xhr.answer(201, { id: 7 });
    await expect(result).resolves.toEqual({ id: 7 });
  });

  it('reports whole percents from the upload events, 100 only when done', async () => {
    const seen: number[] = [];
    const result = upload('/about', new FormData(), { onProgress: (p) => seen.push(p) });
    const xhr = current();
    xhr.progress(0, 200);
    xhr.progress(51, 200);
    xhr.progress(50, 0, false); // no length known: no made-up number
    xhr.progress(199, 200);
    xhr.progress(200, 200);
    expect(seen).toEqual([0, 0, 25, 99, 100]);
    xhr.answer(204);
    await result;
    expect(seen.at(-1)).toBe(100);
  });

  it('cancels through the signal: the request is aborted and the promise says so', async () => {
    const controller = new AbortController();
    const result = upload('/about', new FormData(), { signal: controller.signal });
    controller.abort();
    expect(current().aborted).toBe(true);
    const error = await result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadCancelledError);
    expect(isUploadCancelled(error)).toBe(true);
  });

  it('does not start when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      upload('/about', new FormData(), { signal: controller.signal }),
    ).rejects.toBeInstanceOf(UploadCancelledError);
    expect(FakeXhr.last).toBeNull();
  });

  it('maps a 400 like the api client: catalogue text, the server message kept', async () => {
    const result = upload('/user/avatar', new FormData());
    current().answer(400, { message: 'Niepoprawny format pliku', code: 'INVALID_FILE' });
    const error = await result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      serverMessage: 'Niepoprawny format pliku',
      message: errorTexts.unknownError,
    });
  });

  it('removes the token on 403', async () => {
    setToken('old.token.here');
    const result = upload('/user/avatar', new FormData());
    current().answer(403, { message: 'Forbidden' });
    await expect(result).rejects.toMatchObject({ status: 403, message: errorTexts.sessionExpired });
    expect(getToken()).toBeNull();
  });

  it('keeps the token on other errors and reads a non-JSON error body as no message', async () => {
    setToken('kept.token.here');
    const result = upload('/user/avatar', new FormData());
    const xhr = current();
    xhr.responseText = '<html>Bad gateway</html>';
    xhr.answer(502);
    await expect(result).rejects.toMatchObject({ status: 502, serverMessage: null });
    expect(getToken()).toBe('kept.token.here');
  });

  it('turns a network failure into status 0 with the server-error text', async () => {
    const result = upload('/about', new FormData());
    current().fail();
    await expect(result).rejects.toMatchObject({ status: 0, message: errorTexts.serverError });
  });
});

describe('uploadPercent', () => {
  it('floors and caps', () => {
    expect(uploadPercent(0, 0)).toBe(0);
    expect(uploadPercent(999, 1000)).toBe(99);
    expect(uploadPercent(1000, 1000)).toBe(100);
    expect(uploadPercent(2000, 1000)).toBe(100);
  });
});
