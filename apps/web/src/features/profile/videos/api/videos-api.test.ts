import { beforeEach, describe, expect, it, vi } from 'vitest';
import { upload } from '@/lib/upload.ts';
import { mockFetch } from '@/testing/fetch-mock.ts';
import { addVideo, deleteVideo, getVideos, renameVideo } from './videos-api.ts';

vi.mock('@/lib/upload.ts', () => ({ upload: vi.fn(async () => null) }));

beforeEach(() => vi.mocked(upload).mockClear());

describe('videos api (D29–D32)', () => {
  it('posts the title before the file, as multipart, with progress and cancel', async () => {
    const file = new File(['x'], 'demo.mp4', { type: 'video/mp4' });
    const controls = { onProgress: vi.fn(), signal: new AbortController().signal };
    await addVideo({ title: 'Demo', file }, controls);
    const [path, form, options] = vi.mocked(upload).mock.calls[0] ?? [];
    expect(path).toBe('/video');
    expect([...(form as FormData).keys()]).toEqual(['title', 'file']);
    expect((form as FormData).get('title')).toBe('Demo');
    expect(((form as FormData).get('file') as File).name).toBe('demo.mp4');
    expect(options).toEqual({ ...controls, method: 'POST' });
  });

  it('reads, renames and deletes by the documented paths', async () => {
    const requests = mockFetch({
      'GET /api/video/freelancer/7': { json: [] },
      'PATCH /api/video/3': {},
      'DELETE /api/video/3': {},
    });
    expect(await getVideos(7)).toEqual([]);
    await renameVideo({ id: 3, title: 'Nowy' });
    await deleteVideo(3);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/video/freelancer/7',
      'PATCH /api/video/3',
      'DELETE /api/video/3',
    ]);
    expect(JSON.parse(String(requests[1]?.body))).toEqual({ title: 'Nowy' });
  });
});
