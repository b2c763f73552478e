import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { profileModalTitles as mediaTitles } from '../../apps/web/src/features/profile/modals/modal-titles.ts';
import { type ProfileModalCase, shown } from './profile-modals.ts';

export { mediaTitles };

/**
 * The profile's media modals (apps/web/src/features/profile/edit-media), one case per modal
 * title, for the modal harness, plus the sample files and steps the media spec shares. Each
 * `open` starts on the owner's loaded /freelancer/profile with no modal open and returns once the
 * modal titled `title` is shown with its lazily loaded contents (stacked modals above their
 * parent). The harness closes them itself (Escape, one at a time).
 */
/** A file for `setInputFiles`, made in memory. */
export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A photo-like gradient in the given colours, at a size that the crop must scale. */
export async function samplePicture(
  format: 'png' | 'jpeg',
  { width = 900, height = 600, tint = [200, 60, 40] as [number, number, number] } = {},
): Promise<FilePayload> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (tint[0] + (x * 55) / width) & 255;
      pixels[i + 1] = (tint[1] + (y * 120) / height) & 255;
      pixels[i + 2] = tint[2];
    }
  }
  const buffer = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
  return {
    name: `zdjecie.${format === 'jpeg' ? 'jpg' : 'png'}`,
    mimeType: `image/${format}`,
    buffer,
  };
}

/** One byte over the 3 MB limit; the client refuses it before any upload. */
export function tooLargePicture(): FilePayload {
  return { name: 'duze.png', mimeType: 'image/png', buffer: Buffer.alloc(3 * 1024 * 1024 + 1) };
}

export function textFile(): FilePayload {
  return { name: 'notatki.txt', mimeType: 'text/plain', buffer: Buffer.from('to nie obraz') };
}

let recorded: Promise<Buffer> | undefined;

/**
 * A real, playable MP4 (a few seconds of changing colours), recorded by the browser itself with
 * MediaRecorder, so no video tool is needed on the machine. Made once per spec file.
 */
export function sampleMp4(page: Page): Promise<FilePayload> {
  recorded ??= page
    .evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 240;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/mp4' });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      let frame = 0;
      const timer = setInterval(() => {
        context.fillStyle = `hsl(${(frame * 37) % 360}, 70%, 50%)`;
        context.fillRect(0, 0, 320, 240);
        context.fillStyle = '#fff';
        context.font = '32px sans-serif';
        context.fillText(String(frame), 20 + (frame % 10) * 20, 120);
        frame += 1;
      }, 66);
      const stopped = new Promise((done) => {
        recorder.onstop = done;
      });
      recorder.start();
      await new Promise((done) => setTimeout(done, 2500));
      recorder.stop();
      clearInterval(timer);
      await stopped;
      const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
      return Array.from(bytes);
    })
    .then((bytes) => Buffer.from(bytes));
  return recorded.then((buffer) => ({ name: 'film.mp4', mimeType: 'video/mp4', buffer }));
}

/** Puts a file into the modal's dropzone, as choosing it in the file dialog does. */
export async function chooseFile(dialog: Locator, file: FilePayload | string): Promise<void> {
  await dialog.locator('input[type="file"]').setInputFiles(file);
}

export async function openAvatarModal(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^(Dodaj|Edytuj) awatar$/ }).click();
  return shown(page, mediaTitles.avatar);
}

export async function openBackgroundModal(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: mediaTitles.background, exact: true }).click();
  return shown(page, mediaTitles.background);
}

export async function openAboutModal(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: mediaTitles.about, exact: true }).click();
  return shown(page, mediaTitles.about);
}

/**
 * The picture modal's second step (issue 28: one modal, no stacked preview or crop): a chosen
 * picture goes straight to framing; returns the modal once the cropper shows it.
 */
export async function openCropStep(dialog: Locator, picture?: FilePayload): Promise<Locator> {
  await chooseFile(dialog, picture ?? (await samplePicture('png')));
  await dialog.getByText('Krok 2 z 2: przytnij i zapisz', { exact: true }).waitFor();
  // The crop area appears once the picture has loaded and been measured.
  await dialog.locator('[data-testid="cropper"]').waitFor({ state: 'visible' });
  return dialog;
}

/** About modal -> a chosen video -> 'Podgląd wideo', its video ready to play. */
export async function openVideoPreview(page: Page, parent: Locator): Promise<Locator> {
  await chooseFile(parent, await sampleMp4(page));
  const preview = await shown(page, mediaTitles.videoPreview);
  await preview.locator('video').evaluate(
    (video: HTMLVideoElement) =>
      new Promise<void>((done, fail) => {
        if (video.readyState >= 1) done();
        video.addEventListener('loadedmetadata', () => done(), { once: true });
        video.addEventListener('error', () => fail(new Error('the preview cannot play')), {
          once: true,
        });
      }),
  );
  return preview;
}

/**
 * Saves an about text through the API (with the page's session) when there is none, then
 * reloads: 'Dodaj wideo o sobie' keeps the texts, so it is offered only next to an existing text.
 */
export async function ensureAboutText(page: Page): Promise<void> {
  const saved = await page.evaluate(async () => {
    const headers = { Authorization: `Bearer ${window.localStorage.getItem('token')}` };
    const me = (await (await fetch('/api/freelancer/me', { headers })).json()) as { id: number };
    const about = (await (await fetch(`/api/about/freelancer/${me.id}`, { headers })).json()) as {
      about: string | null;
    };
    if (about.about) return false;
    const form = new FormData();
    form.append('about', 'Sprzedaję rozwiązania B2B od ośmiu lat.');
    form.append('mainPassion', '');
    const response = await fetch('/api/about', { method: 'PATCH', headers, body: form });
    if (!response.ok) throw new Error(`PATCH /api/about answered ${response.status}`);
    return true;
  });
  if (saved) {
    await page.reload();
    await page.getByRole('button', { name: mediaTitles.about, exact: true }).waitFor();
  }
}

export const profileMediaModalCases: ProfileModalCase[] = [
  // The avatar at its crop step (the cropper and its zoom), the background at its first one.
  {
    title: mediaTitles.avatar,
    open: async (page) => {
      await openCropStep(await openAvatarModal(page));
    },
  },
  { title: mediaTitles.background, open: (page) => openBackgroundModal(page).then(() => {}) },
  { title: mediaTitles.about, open: (page) => openAboutModal(page).then(() => {}) },
  {
    title: mediaTitles.videoPreview,
    open: async (page) => {
      await openVideoPreview(page, await openAboutModal(page));
    },
  },
  {
    title: mediaTitles.aboutVideo,
    open: async (page) => {
      await ensureAboutText(page);
      await page.getByRole('button', { name: 'Nagraj krótkie wideo o sobie', exact: true }).click();
      await shown(page, mediaTitles.aboutVideo);
    },
  },
];
