import { truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page, Response } from 'playwright-core';
import sharp from 'sharp';
import { onboardedFreelancer } from '../support/api.ts';
import { isServedFileUrl } from '../support/file-urls.ts';
import { horizontalOverflow } from '../support/layout.ts';
import {
  chooseFile,
  mediaTitles,
  openAboutModal,
  openAvatarModal,
  openBackgroundModal,
  openCropStep,
  openVideoPreview,
  sampleMp4,
  samplePicture,
  textFile,
  tooLargePicture,
} from '../support/profile-media-modal-cases.ts';
import {
  desktop,
  PROFILE,
  phone,
  shown,
  signIn,
  violationsInDialogs,
} from '../support/profile-modals.ts';
import { seen } from '../support/screen.ts';
import { expect, test } from '../support/test.ts';

/**
 * The profile's media (spec document 2 sections 2, 4, 5; issue 7): a freelancer uploads and
 * crops an avatar and a background picture, adds a video about themselves with visible upload
 * progress and plays it (range requests answered 206), reloads and sees everything. A picture is
 * chosen, framed and saved in one modal with two steps (issue 28: no stacked preview and crop);
 * the about modal stacks its video preview.
 */

async function openProfile(page: Page): Promise<void> {
  await page.goto(PROFILE);
  await seen(page.getByRole('button', { name: mediaTitles.about, exact: true }));
}

/** A value kept in the page's memory: gone after a reload, so its presence proves none happened. */
async function markPage(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    (window as unknown as { mediaSpecMark: boolean }).mediaSpecMark = true;
  });
  return () =>
    page.evaluate(() => (window as unknown as { mediaSpecMark?: boolean }).mediaSpecMark === true);
}

/** The navbar's avatar picture (the user menu button), `null` while it shows the initials. */
function navbarAvatarSrc(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const button = Array.from(document.querySelectorAll('header button')).find((element) =>
      element.textContent?.includes('Menu użytkownika'),
    );
    return button?.querySelector('img')?.getAttribute('src') ?? null;
  });
}

/** The owner's avatar on the profile: the picture inside its 'Edytuj awatar' button. */
function profileAvatar(page: Page): Locator {
  return page
    .getByRole('button', { name: mediaTitles.avatar, exact: true })
    .locator('img[src^="data:image/"]');
}

/** The size of a data-URL picture as the API serves it. */
async function pictureSize(dataUrl: string): Promise<{ width?: number; height?: number }> {
  const payload = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const { width, height } = await sharp(Buffer.from(payload, 'base64')).metadata();
  return { width, height };
}

async function apiJson<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const headers = { Authorization: `Bearer ${window.localStorage.getItem('token')}` };
    const response = await fetch(url, { headers });
    return response.status === 204 ? null : response.json();
  }, `/api${path}`) as Promise<T>;
}

/** The crop step's save: uploads the framed picture, then the modal closes. */
async function saveCrop(page: Page, dialog: Locator, endpoint: string): Promise<void> {
  const uploaded = page.waitForResponse(
    (response) => response.url().endsWith(endpoint) && response.request().method() === 'PATCH',
  );
  await dialog.getByRole('button', { name: 'Zapisz zdjęcie', exact: true }).click();
  expect((await uploaded).status()).toBe(204);
  await dialog.waitFor({ state: 'detached' });
}

/**
 * What covers the zoom's label: its centre must hit the label itself (the slider's value tooltip
 * used to rise over it while the thumb moved). `null` when nothing does.
 */
function zoomLabelCover(dialog: Locator): Promise<string | null> {
  return dialog.getByText('Powiększenie', { exact: true }).evaluate((label) => {
    const box = label.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (top === null || label.contains(top)) return null;
    return `${top.tagName.toLowerCase()}.${top.className} "${top.textContent?.trim()}"`;
  });
}

test('the avatar and the background: one modal, choose then crop, checks, upload, navbar, reload', async ({
  page,
  app,
}) => {
  const user = await onboardedFreelancer(app.baseUrl);
  await signIn(page, user.token);
  await page.setViewportSize(phone);
  await openProfile(page);
  const notReloaded = await markPage(page);
  expect(await navbarAvatarSrc(page)).toBeNull();

  // The first step, with the spec's exact messages for what cannot be used.
  const edit = await openAvatarModal(page);
  await seen(edit.getByText('Krok 1 z 2: wybierz zdjęcie', { exact: true }));
  await edit.getByRole('button', { name: 'Zapisz zmiany', exact: true }).click();
  await seen(edit.getByText('Wybierz plik', { exact: true }));
  await chooseFile(edit, tooLargePicture());
  await seen(edit.getByText('Maksymalny rozmiar obrazu to 3MB', { exact: true }));
  await chooseFile(edit, textFile());
  await seen(edit.getByText('Niepoprawny format pliku', { exact: true }));

  // A real picture goes straight to framing, in the same modal: no second dialog stacks.
  const picture = await samplePicture('png', { width: 900, height: 600 });
  await openCropStep(edit, picture);
  await seen(edit.getByText('Wybrany plik:'));
  await seen(edit.getByText(picture.name, { exact: true }));
  expect(await page.getByRole('dialog').count()).toBe(1);
  await page.waitForFunction(
    () => document.activeElement?.textContent === 'Krok 2 z 2: przytnij i zapisz',
  );
  // 'Wybierz inne zdjęcie' goes back a step; choosing again comes back to the crop.
  await edit.getByRole('button', { name: 'Wybierz inne zdjęcie', exact: true }).click();
  await seen(edit.getByText('Krok 1 z 2: wybierz zdjęcie', { exact: true }));
  await openCropStep(edit, picture);

  // Zoom 1 to 3 in steps of 0.1, from the keyboard; the value stands beside its label, which
  // nothing covers while the thumb moves, at either width. Axe and the width hold at both.
  const zoom = edit.getByRole('slider', { name: 'Powiększenie' });
  expect(await zoom.getAttribute('aria-valuemin')).toBe('1');
  expect(await zoom.getAttribute('aria-valuemax')).toBe('3');
  await zoom.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  expect(Number(await zoom.getAttribute('aria-valuenow'))).toBeCloseTo(1.2, 5);
  expect(await zoom.getAttribute('aria-valuetext')).toBe('1,2×');
  await seen(edit.getByText('1,2×', { exact: true }));
  for (const viewport of [phone, desktop]) {
    await page.setViewportSize(viewport);
    await zoom.hover();
    expect(await zoomLabelCover(edit)).toBeNull();
    expect(await horizontalOverflow(page)).toEqual({ overflow: 0, culprits: [] });
    expect(await violationsInDialogs(page)).toEqual([]);
  }
  await page.setViewportSize(phone);
  await saveCrop(page, edit, '/api/user/avatar');
  // The modal closed: focus is back on the page's avatar button that opened it.
  await page.waitForFunction(() =>
    /^(Dodaj|Edytuj) awatar$/.test(document.activeElement?.getAttribute('aria-label') ?? ''),
  );

  // The profile and the navbar show it, without a reload.
  await seen(profileAvatar(page));
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('header button'))
      .find((element) => element.textContent?.includes('Menu użytkownika'))
      ?.querySelector('img[src^="data:image/"]'),
  );
  expect(await notReloaded()).toBe(true);
  const me = await apiJson<{ id: number }>(page, '/freelancer/me');
  const avatar = await apiJson<{ pictureData: string }>(page, `/user/avatar/${me.id}`);
  expect(await pictureSize(avatar.pictureData)).toEqual({ width: 512, height: 512 });
  const small = await apiJson<{ pictureData: string }>(page, `/user/avatar/${me.id}?size=small`);
  expect(await navbarAvatarSrc(page)).toBe(small.pictureData);

  // The background: the same flow at 1320x250, from a JPEG.
  const background = await openBackgroundModal(page);
  await openCropStep(background, await samplePicture('jpeg', { width: 1600, height: 500 }));
  await saveCrop(page, background, '/api/freelancer/backgroundPicture');
  await seen(page.locator('img[alt="Zdjęcie w tle"][src^="data:image/"]'));
  expect(await notReloaded()).toBe(true);
  const stored = await apiJson<{ pictureData: string }>(
    page,
    `/freelancer/backgroundPicture/${me.id}`,
  );
  expect(await pictureSize(stored.pictureData)).toEqual({ width: 1320, height: 250 });

  // After a reload everything is still there, the profile's pictures now by URL (the page's one
  // read, issue 30).
  await page.reload();
  await openProfile(page);
  const avatarButton = page.getByRole('button', { name: mediaTitles.avatar, exact: true });
  const reloaded = await seen(avatarButton.locator('img'));
  expect(isServedFileUrl(page, await reloaded.getAttribute('src'), 'webp')).toBe(true);
  const reloadedBackground = await seen(page.locator('img[alt="Zdjęcie w tle"]'));
  expect(isServedFileUrl(page, await reloadedBackground.getAttribute('src'), 'webp')).toBe(true);
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('header button'))
      .find((element) => element.textContent?.includes('Menu użytkownika'))
      ?.querySelector('img[src^="data:image/"]'),
  );

  // Deleting the background only marks it; 'Zapisz zmiany' then deletes it (D10).
  const again = await openBackgroundModal(page);
  await again.getByRole('button', { name: 'Usuń zdjęcie w tle', exact: true }).click();
  await seen(again.getByText('Zdjęcie w tle zostanie usunięte po zapisaniu zmian.'));
  const deleted = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/freelancer/backgroundPicture') &&
      response.request().method() === 'DELETE',
  );
  await again.getByRole('button', { name: 'Zapisz zmiany', exact: true }).click();
  expect((await deleted).status()).toBe(204);
  await again.waitFor({ state: 'detached' });
  await page.locator('img[alt="Zdjęcie w tle"]').waitFor({ state: 'detached' });
});

test('the about modal: texts with counters, a video uploaded with progress and cancel, played with 206', async ({
  page,
  app,
}) => {
  const user = await onboardedFreelancer(app.baseUrl);
  await signIn(page, user.token);
  await page.setViewportSize(phone);
  await openProfile(page);
  const video = await sampleMp4(page);
  const ranges: { status: number; contentRange: string | null; url: string }[] = [];
  page.on('response', (response: Response) => {
    if (new URL(response.url()).pathname.startsWith('/api/files/')) {
      ranges.push({
        status: response.status(),
        contentRange: response.headers()['content-range'] ?? null,
        url: response.url(),
      });
    }
  });

  const about = await openAboutModal(page);
  await about.getByRole('button', { name: 'Zapisz zmiany', exact: true }).click();
  await seen(about.getByText('Uzupełnij pole „O mnie”', { exact: true }));
  const aboutText = 'Sprzedaję oprogramowanie dla firm od ośmiu lat.';
  await about.getByRole('textbox', { name: /^O mnie/ }).fill(aboutText);
  await seen(about.getByText(`${aboutText.length} / 500`, { exact: true }));
  await about.getByRole('textbox', { name: /^Główna pasja/ }).fill('Negocjacje');
  await seen(about.getByText('10 / 600', { exact: true }));

  // Wrong format and one byte over 50 MB (a sparse file: nothing is held in memory).
  await chooseFile(about, { name: 'film.webm', mimeType: 'video/webm', buffer: video.buffer });
  await seen(about.getByText('Niepoprawny format pliku', { exact: true }));
  const huge = join(tmpdir(), `za-duze-${Date.now()}.mp4`);
  await writeFile(huge, '');
  await truncate(huge, 50 * 1024 * 1024 + 1);
  await chooseFile(about, huge);
  await seen(about.getByText('Maksymalny rozmiar wideo to 50MB', { exact: true }));

  // The preview plays the chosen file; 'Dodaj wideo' keeps it.
  const preview = await openVideoPreview(page, about);
  expect(await preview.locator('video').getAttribute('src')).toMatch(/^blob:/);
  await preview.getByRole('button', { name: 'Dodaj wideo', exact: true }).click();
  await preview.waitFor({ state: 'detached' });
  await seen(about.getByText(video.name, { exact: true }));

  // A slow uplink, so that the progress is seen moving; first cancelled, then sent.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const throttle = (uploadThroughput: number) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput,
    });
  await throttle(Math.max(4096, Math.floor(video.buffer.length / 4)));
  await about.getByRole('button', { name: 'Zapisz zmiany', exact: true }).click();
  const progress = about.getByRole('progressbar', { name: 'Postęp przesyłania' });
  await progress.waitFor({ state: 'visible' });
  await about.getByText(/^\d{1,3}%$/).waitFor();
  await about.getByRole('button', { name: 'Anuluj', exact: true }).click();
  await progress.waitFor({ state: 'detached' });
  expect(await about.isVisible()).toBe(true);

  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/about') && response.request().method() === 'PATCH',
  );
  await about.getByRole('button', { name: 'Zapisz zmiany', exact: true }).click();
  await progress.waitFor({ state: 'visible' });
  const seenPercents = new Set<number>();
  while (await progress.isVisible()) {
    const value = await progress.getAttribute('aria-valuenow').catch(() => null);
    if (value !== null) seenPercents.add(Number(value));
    await page.waitForTimeout(100);
  }
  expect((await saved).status()).toBe(204);
  await throttle(-1);
  expect([...seenPercents].some((percent) => percent > 0 && percent < 100)).toBe(true);
  await about.waitFor({ state: 'detached' });

  // The page shows the texts and plays the video from G1 with range requests.
  await seen(page.getByText(aboutText, { exact: true }));
  await seen(page.getByText('Negocjacje', { exact: true }));
  const played = async () => {
    const player = page.locator('video[aria-label="Video o mnie"]');
    await player.waitFor({ state: 'visible' });
    const src = await player.getAttribute('src');
    expect(isServedFileUrl(page, src, 'mp4'), `${src}`).toBe(true);
    await player.evaluate(
      (element: HTMLVideoElement) =>
        new Promise<void>((done, fail) => {
          element.muted = true;
          element.addEventListener('timeupdate', () => done(), { once: true });
          element.addEventListener('error', () => fail(new Error('the video cannot play')), {
            once: true,
          });
          element.play().catch(fail);
        }),
    );
  };
  await played();
  expect(
    ranges.some((r) => r.status === 206 && /^bytes \d+-\d+\/\d+$/.test(r.contentRange ?? '')),
  ).toBe(true);

  ranges.length = 0;
  await page.reload();
  await openProfile(page);
  await seen(page.getByText(aboutText, { exact: true }));
  await played();
  expect(ranges.some((r) => r.status === 206 && r.contentRange !== null)).toBe(true);
});

test('a video of exactly 50 MB uploads through the about modal', async ({ page, app }) => {
  const user = await onboardedFreelancer(app.baseUrl);
  await signIn(page, user.token);
  await openProfile(page);
  // A real MP4 padded to the limit, as a sparse file: the browser streams it from disk. The
  // padding is a `free` box, since the server refuses bytes that are not part of a box.
  const limit = join(tmpdir(), `limit-${Date.now()}.mp4`);
  const recorded = (await sampleMp4(page)).buffer;
  const free = Buffer.alloc(8);
  free.writeUInt32BE(50 * 1024 * 1024 - recorded.length, 0);
  free.write('free', 4, 'latin1');
  await writeFile(limit, Buffer.concat([recorded, free]));
  await truncate(limit, 50 * 1024 * 1024);

  const about = await openAboutModal(page);
  await about.getByRole('textbox', { name: /^O mnie/ }).fill('Film w limicie');
  await chooseFile(about, limit);
  const preview = await shown(page, mediaTitles.videoPreview);
  await preview.getByRole('button', { name: 'Dodaj wideo', exact: true }).click();
  await preview.waitFor({ state: 'detached' });
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/about') && response.request().method() === 'PATCH',
    { timeout: 60_000 },
  );
  await about.getByRole('button', { name: 'Zapisz zmiany', exact: true }).click();
  expect((await saved).status()).toBe(204);
  await about.waitFor({ state: 'detached' });
  const player = page.locator('video[aria-label="Video o mnie"]');
  await player.waitFor({ state: 'visible' });
  const length = await page.evaluate(
    async (src) => {
      const response = await fetch(src, { method: 'HEAD' });
      return Number(response.headers.get('content-length'));
    },
    (await player.getAttribute('src')) ?? '',
  );
  expect(length).toBe(50 * 1024 * 1024);
});
