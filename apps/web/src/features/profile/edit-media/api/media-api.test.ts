import { beforeEach, describe, expect, it, vi } from 'vitest';
import { upload } from '@/lib/upload.ts';
import { saveAbout, uploadAvatar, uploadBackground } from './media-api.ts';

vi.mock('@/lib/upload.ts', () => ({ upload: vi.fn(async () => null) }));

const sent = () => {
  const [path, form, options] = vi.mocked(upload).mock.calls.at(-1) ?? [];
  return { path, form: form as FormData, options };
};

beforeEach(() => vi.mocked(upload).mockClear());

describe('saveAbout (D20)', () => {
  it('sends the texts, an empty main passion as "", and no video when none was chosen', async () => {
    await saveAbout({ about: 'O mnie', mainPassion: null, video: null, removeVideo: false }, {});
    const { path, form } = sent();
    expect(path).toBe('/about');
    expect([...form.keys()]).toEqual(['about', 'mainPassion']);
    expect(form.get('about')).toBe('O mnie');
    expect(form.get('mainPassion')).toBe('');
  });

  it('sends a newly chosen video after the texts, under `video`', async () => {
    const video = new File(['x'], 'film.mp4', { type: 'video/mp4' });
    await saveAbout({ about: 'O mnie', mainPassion: 'Sprzedaż', video, removeVideo: true }, {});
    const { form } = sent();
    expect([...form.keys()]).toEqual(['about', 'mainPassion', 'video']);
    expect((form.get('video') as File).name).toBe('film.mp4');
  });

  it('asks to delete the current video with removeVideo=true', async () => {
    await saveAbout({ about: 'O mnie', mainPassion: null, video: null, removeVideo: true }, {});
    expect(sent().form.get('removeVideo')).toBe('true');
  });

  it('passes progress and cancel on to the upload', async () => {
    const controls = { onProgress: vi.fn(), signal: new AbortController().signal };
    await saveAbout({ about: 'a', mainPassion: null, video: null, removeVideo: false }, controls);
    expect(sent().options).toBe(controls);
  });
});

describe('picture uploads', () => {
  it('sends the crop as `file` to D5 and D8, named by its type', async () => {
    await uploadAvatar(new Blob(['x'], { type: 'image/webp' }), {});
    expect(sent().path).toBe('/user/avatar');
    expect((sent().form.get('file') as File).name).toBe('awatar.webp');
    await uploadBackground(new Blob(['x'], { type: 'image/png' }), {});
    expect(sent().path).toBe('/freelancer/backgroundPicture');
    expect((sent().form.get('file') as File).name).toBe('tlo.png');
  });
});
