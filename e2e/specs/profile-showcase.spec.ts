import type { CDPSession, Locator, Page } from 'playwright-core';
import { formatVideoDate } from '../../apps/web/src/features/profile/videos/lib/video-date.ts';
import { apiCall, logIn, onboardedFreelancer } from '../support/api.ts';
import { isServedFileUrl } from '../support/file-urls.ts';
import { horizontalOverflow } from '../support/layout.ts';
import {
  chooseFile,
  openVideoPreview,
  sampleMp4,
  samplePicture,
  textFile,
  tooLargePicture,
} from '../support/profile-media-modal-cases.ts';
import {
  desktop,
  dialogNamed,
  openProfile,
  phone,
  shown,
  signIn,
  violationsInDialogs,
} from '../support/profile-modals.ts';
import {
  showcaseTitles as titles,
  uploadVideo,
  uploadWith,
} from '../support/profile-showcase-modal-cases.ts';
import { seen } from '../support/screen.ts';
import { expect, test } from '../support/test.ts';

/**
 * The profile's videos and portfolio (spec document 2 sections 2, 4, 5, 9; issue 8), as a
 * freelancer: a video is added with visible upload progress, played and paused by clicking its
 * card, renamed and deleted; four projects are added, the carousel is paged, the gallery is paged
 * by keyboard and closed with Escape (the page scrolls again), a project is renamed and deleted.
 */

function button(scope: Page | Locator, name: string | RegExp): Locator {
  return scope.getByRole('button', typeof name === 'string' ? { name, exact: true } : { name });
}

async function isDisabled(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => (element as HTMLButtonElement).disabled);
}

/** Waits until the button's disabled state is `disabled` (the carousel settles after a scroll). */
async function waitDisabled(locator: Locator, disabled: boolean): Promise<void> {
  await locator
    .page()
    .waitForFunction(
      ([element, expected]) => (element as HTMLButtonElement).disabled === expected,
      [await locator.elementHandle(), disabled] as const,
    );
}

async function throttleUpload(cdp: CDPSession, uploadThroughput: number): Promise<void> {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput,
  });
}

/** Waits until the `<video>` plays (`true`, its time moving) or is paused (`false`). */
async function waitPlaying(player: Locator, playing: boolean): Promise<void> {
  await player.evaluate(
    (video: HTMLVideoElement, expected) =>
      new Promise<void>((done, fail) => {
        const check = () => {
          if (video.error) fail(new Error('the video cannot play'));
          else if (!video.paused === expected && (!expected || video.currentTime > 0)) done();
          else requestAnimationFrame(check);
        };
        check();
      }),
    playing,
  );
}

test('videos: added with upload progress, played and paused by a click, renamed, deleted', async ({
  page,
  app,
}) => {
  const user = await onboardedFreelancer(app.baseUrl);
  await signIn(page, user.token);
  await page.setViewportSize(phone);
  await openProfile(page);
  const section = page.locator('#videos');
  await seen(section.getByRole('heading', { name: 'Wideo' }));
  await seen(section.getByText('Nie dodano jeszcze żadnych wideo', { exact: true }));
  expect(await button(section, titles.editVideos).count()).toBe(0);

  // The checks, with the contract's messages.
  await button(section, titles.addVideo).click();
  const add = await shown(page, titles.addVideo);
  await button(add, 'Dodaj wideo').click();
  await seen(add.getByText('Podaj tytuł wideo', { exact: true }));
  await seen(add.getByText('Dodaj plik wideo', { exact: true }));
  await chooseFile(add, textFile());
  await seen(add.getByText('Niepoprawny format pliku', { exact: true }));
  const title = add.getByRole('textbox', { name: /^Tytuł wideo/ });
  await title.fill('x'.repeat(51));
  await title.blur();
  await seen(add.getByText('Tytuł wideo może mieć maksymalnie 50 znaków', { exact: true }));
  await title.fill('Jak prowadzę demo produktu');

  // The stacked preview confirms the file.
  const preview = await openVideoPreview(page, add);
  await button(preview, 'Dodaj wideo').click();
  await preview.waitFor({ state: 'detached' });
  await seen(add.getByText('film.mp4', { exact: true }));

  // A slow uplink: the progress is seen moving; cancelled once, then sent.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const { buffer } = await sampleMp4(page);
  await throttleUpload(cdp, Math.max(4096, Math.floor(buffer.length / 4)));
  await button(add, 'Dodaj wideo').click();
  const progress = add.getByRole('progressbar', { name: 'Postęp przesyłania' });
  await progress.waitFor({ state: 'visible' });
  await button(add, 'Anuluj').click();
  await progress.waitFor({ state: 'detached' });
  expect(await add.isVisible()).toBe(true);

  const created = page.waitForResponse(
    (response) => response.url().endsWith('/api/video') && response.request().method() === 'POST',
  );
  await button(add, 'Dodaj wideo').click();
  await progress.waitFor({ state: 'visible' });
  const percents = new Set<number>();
  while (await progress.isVisible()) {
    const value = await progress.getAttribute('aria-valuenow').catch(() => null);
    if (value !== null) percents.add(Number(value));
    await page.waitForTimeout(100);
  }
  expect((await created).status()).toBe(201);
  await throttleUpload(cdp, -1);
  expect([...percents].some((percent) => percent > 0 && percent < 100)).toBe(true);
  await add.waitFor({ state: 'detached' });

  // The card: title, Polish date; a click plays it, another pauses it.
  const card = button(section, 'Odtwórz wideo: Jak prowadzę demo produktu');
  await seen(card);
  // Today in the browser's time zone (the card formats the upload time there).
  const [year, month, day] = await page.evaluate(() => {
    const now = new Date();
    return [now.getFullYear(), now.getMonth(), now.getDate()];
  });
  const today = formatVideoDate(new Date(year ?? 0, month ?? 0, day ?? 1, 12).toISOString());
  await seen(section.getByText(today, { exact: true }));
  const player = section.locator('video');
  expect(await player.count()).toBe(1);
  const videoSrc = await player.getAttribute('src');
  expect(isServedFileUrl(page, videoSrc), `${videoSrc}`).toBe(true);
  await card.click();
  const playing = button(section, 'Zatrzymaj wideo: Jak prowadzę demo produktu');
  await seen(playing);
  await waitPlaying(player, true);
  await playing.click();
  await seen(card);
  await waitPlaying(player, false);

  // A second, newer video: the carousel (one per view on a phone) pages to it and back.
  await uploadVideo(page, 'Rozmowa z klientem');
  await openProfile(page);
  const previous = button(section, 'Poprzednie wideo');
  const next = button(section, 'Następne wideo');
  await seen(next);
  expect(await isDisabled(previous)).toBe(true);
  expect(await isDisabled(next)).toBe(false);
  await next.click();
  await waitDisabled(next, true);
  expect(await isDisabled(previous)).toBe(false);
  await previous.click();
  await waitDisabled(previous, true);

  // Rename through 'Edytuj wideo' -> 'Edytuj tytuł wideo' (stacked).
  await button(section, titles.editVideos).click();
  const list = await shown(page, titles.editVideos);
  await seen(list.getByText('Rozmowa z klientem', { exact: true }));
  await button(list, 'Edytuj tytuł wideo: Jak prowadzę demo produktu').click();
  const rename = await shown(page, titles.editVideo);
  const renameInput = rename.getByRole('textbox', { name: /^Tytuł wideo/ });
  await renameInput.fill('');
  await button(rename, 'Zapisz zmiany').click();
  await seen(rename.getByText('Podaj tytuł wideo', { exact: true }));
  await renameInput.fill('Demo produktu w 5 minut');
  const renamed = page.waitForResponse(
    (response) =>
      /\/api\/video\/\d+$/.test(response.url()) && response.request().method() === 'PATCH',
  );
  await button(rename, 'Zapisz zmiany').click();
  expect((await renamed).status()).toBe(204);
  await rename.waitFor({ state: 'detached' });
  await seen(list.getByText('Demo produktu w 5 minut', { exact: true }));

  // Delete both; the list and then the section show the owner's empty state.
  for (const name of ['Demo produktu w 5 minut', 'Rozmowa z klientem']) {
    await button(list, `Usuń wideo: ${name}`).click();
    await list.getByText(name, { exact: true }).waitFor({ state: 'detached' });
  }
  await seen(list.getByText('Nie dodano jeszcze żadnych wideo', { exact: true }));
  await button(list, 'Zamknij').last().click();
  await list.waitFor({ state: 'detached' });
  await seen(section.getByText('Nie dodano jeszcze żadnych wideo', { exact: true }));
  expect(await button(section, titles.editVideos).count()).toBe(0);
});

/** Adds a project through 'Dodaj projekt do portfolio' opened by `opener`. */
async function addProject(
  page: Page,
  opener: Locator,
  project: { title: string; info: string; tint: [number, number, number] },
): Promise<void> {
  await opener.click();
  const add = await shown(page, titles.addPortfolio);
  await chooseFile(
    add,
    await samplePicture('jpeg', { width: 800, height: 600, tint: project.tint }),
  );
  await seen(add.getByText('Wybrany plik:'));
  await add.getByRole('textbox', { name: /^Nazwa projektu/ }).fill(project.title);
  await add.getByRole('textbox', { name: /^Komentarz/ }).fill(project.info);
  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/freelancer/portfolios') &&
      response.request().method() === 'POST',
  );
  await button(add, 'Dodaj projekt').click();
  expect((await created).status()).toBe(201);
  await add.waitFor({ state: 'detached' });
}

const projects = [
  { title: 'Kampania LinkedIn', info: 'Pozyskanie 40 leadów B2B', tint: [200, 60, 40] },
  { title: 'Cold mailing SaaS', info: '', tint: [40, 160, 80] },
  { title: 'Targi branżowe', info: 'Stoisko i 120 rozmów', tint: [40, 80, 200] },
  { title: 'Lejek sprzedaży', info: 'Nowy proces w CRM', tint: [180, 160, 40] },
] satisfies { title: string; info: string; tint: [number, number, number] }[];

test('portfolio: four projects, carousel paging, the gallery by keyboard, edit and delete', async ({
  page,
  app,
}) => {
  const user = await onboardedFreelancer(app.baseUrl);
  await signIn(page, user.token);
  await page.setViewportSize(phone);
  await openProfile(page);
  const section = page.locator('#portfolio');
  await seen(
    section.getByText('Nie dodano jeszcze żadnych projektów do portfolio', { exact: true }),
  );
  expect(await button(section, titles.editPortfolio).count()).toBe(0);
  const placeholders = button(section, 'Wolne miejsce: dodaj projekt');
  expect(await placeholders.count()).toBe(3);

  // The checks of the add modal, opened from an empty slot.
  await placeholders.first().click();
  const add = await shown(page, titles.addPortfolio);
  await button(add, 'Dodaj projekt').click();
  await seen(add.getByText('Dodaj projekt', { exact: true }));
  await seen(add.getByText('Podaj nazwę projektu', { exact: true }));
  await chooseFile(add, tooLargePicture());
  await seen(add.getByText('Maksymalny rozmiar obrazu to 3MB', { exact: true }));
  const comment = add.getByRole('textbox', { name: /^Komentarz/ });
  await comment.fill('Wynik');
  await seen(add.getByText('5 / 150', { exact: true }));
  await comment.fill('x'.repeat(151));
  await comment.blur();
  await seen(add.getByText('Komentarz może mieć maksymalnie 150 znaków', { exact: true }));
  await button(add, 'Anuluj').click();
  await add.waitFor({ state: 'detached' });

  // Four projects: the first from an empty slot, the rest with the section's add button.
  for (const [index, project] of projects.entries()) {
    const opener = index === 0 ? placeholders.first() : button(section, titles.addPortfolio);
    await addProject(page, opener, project);
    await seen(button(section, `Otwórz w galerii: ${project.title}`));
  }
  expect(await placeholders.count()).toBe(0);
  expect((await horizontalOverflow(page)).overflow).toBe(0);

  // 3 slots per view: the right arrow stops at position count - 3 = 1.
  const previous = button(section, 'Poprzednie projekty');
  const next = button(section, 'Następne projekty');
  expect(await isDisabled(previous)).toBe(true);
  expect(await isDisabled(next)).toBe(false);
  await next.click();
  await waitDisabled(next, true);
  expect(await isDisabled(previous)).toBe(false);
  await previous.click();
  await waitDisabled(previous, true);

  // The gallery, on a desktop: opened at the clicked project, paged by the keyboard.
  await page.setViewportSize(desktop);
  await page.evaluate(() => window.scrollTo(0, 0));
  const tiles = section.getByRole('button', { name: /^Otwórz w galerii: / });
  const order = (
    await tiles.evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('aria-label') ?? ''),
    )
  ).map((label) => label.replace('Otwórz w galerii: ', ''));
  expect([...order].sort()).toEqual(projects.map((p) => p.title).sort());
  const infoOf = (name: string) =>
    projects.find((p) => p.title === name)?.info || 'Brak komentarza';

  await tiles.first().click();
  const gallery = await shown(page, titles.portfolioGallery);
  const current = gallery.locator('.yarl__slide_current');
  const showsProject = async (index: number) => {
    const name = order[index] ?? '';
    await seen(current.getByText(name, { exact: true }));
    await seen(current.getByText(infoOf(name), { exact: true }));
    const image = current.locator('img.yarl__slide_image');
    const imageSrc = await image.getAttribute('src');
    expect(isServedFileUrl(page, imageSrc), `${imageSrc}`).toBe(true);
  };
  await showsProject(0);
  expect(await violationsInDialogs(page)).toEqual([]);
  expect(await isDisabled(button(gallery, 'Poprzednie'))).toBe(true);
  await seen(gallery.getByRole('navigation', { name: 'Miniatury' }));
  expect(await page.evaluate(() => document.body.classList.contains('yarl__no_scroll'))).toBe(true);
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);

  for (let index = 1; index < order.length; index++) {
    await page.keyboard.press('ArrowRight');
    await showsProject(index);
  }
  // The project without a comment shows the fallback.
  expect(order.includes('Cold mailing SaaS')).toBe(true);
  await page.keyboard.press('ArrowLeft');
  await showsProject(order.length - 2);
  await button(gallery, 'Następne').click();
  await showsProject(order.length - 1);

  await page.keyboard.press('Escape');
  await dialogNamed(page, titles.portfolioGallery).waitFor({ state: 'detached' });
  expect(await page.evaluate(() => document.body.classList.contains('yarl__no_scroll'))).toBe(
    false,
  );
  const top = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 400);
  await page.waitForFunction((start) => window.scrollY > start, top);

  // Rename one project, delete another.
  await button(section, titles.editPortfolio).click();
  const list = await shown(page, titles.editPortfolio);
  await seen(list.getByText('Brak komentarza', { exact: true }));
  await button(list, 'Edytuj projekt: Targi branżowe').click();
  const edit = await shown(page, titles.editPortfolioItem);
  const name = edit.getByRole('textbox', { name: /^Nazwa projektu/ });
  await expect.poll(() => name.inputValue()).toBe('Targi branżowe');
  await name.fill('');
  await button(edit, 'Zapisz zmiany').click();
  await seen(edit.getByText('Podaj nazwę projektu', { exact: true }));
  await name.fill('Targi Warszawa 2025');
  await edit.getByRole('textbox', { name: /^Komentarz/ }).fill('Stoisko, 150 rozmów');
  const patched = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/freelancer/portfolios') &&
      response.request().method() === 'PATCH',
  );
  await button(edit, 'Zapisz zmiany').click();
  expect((await patched).status()).toBe(204);
  await edit.waitFor({ state: 'detached' });
  await seen(list.getByText('Targi Warszawa 2025', { exact: true }));
  await seen(list.getByText('Stoisko, 150 rozmów', { exact: true }));

  await button(list, 'Usuń projekt: Kampania LinkedIn').click();
  await list.getByText('Kampania LinkedIn', { exact: true }).waitFor({ state: 'detached' });
  await button(list, 'Zamknij').last().click();
  await list.waitFor({ state: 'detached' });

  await seen(button(section, 'Otwórz w galerii: Targi Warszawa 2025'));
  expect(await tiles.count()).toBe(3);
  expect(await button(section, 'Otwórz w galerii: Kampania LinkedIn').count()).toBe(0);
  expect(await isDisabled(button(section, 'Następne projekty'))).toBe(true);

  // After a reload the changes are still there.
  await openProfile(page);
  await seen(button(section, 'Otwórz w galerii: Targi Warszawa 2025'));
  expect(await tiles.count()).toBe(3);
});

test('an admin sees the videos and the portfolio read-only, with the visitor texts', async ({
  page,
  app,
}) => {
  const owner = await onboardedFreelancer(app.baseUrl);
  const { id } = await apiCall<{ id: number }>(app.baseUrl, 'GET', '/freelancer/me', {
    token: owner.token,
  });
  await signIn(page, await logIn(app.baseUrl, app.adminEmail, app.adminPassword));
  await page.setViewportSize(phone);
  const profile = `/freelancer/profile/${id}`;
  await page.goto(profile);
  const videos = page.locator('#videos');
  const portfolio = page.locator('#portfolio');
  await seen(videos.getByText('Nie dodano danych o wideo', { exact: true }));
  await seen(portfolio.getByText('Brak projektów w portfolio', { exact: true }));
  expect(await videos.getByRole('button').count()).toBe(0);
  expect(await portfolio.getByRole('button').count()).toBe(0);

  // The owner adds one of each; the admin sees them without any owner control.
  await uploadWith(
    app.baseUrl,
    owner.token,
    '/video',
    { title: 'Prezentacja' },
    {
      field: 'file',
      payload: await sampleMp4(page),
    },
  );
  await uploadWith(
    app.baseUrl,
    owner.token,
    '/freelancer/portfolios',
    { title: 'Kampania', info: '' },
    { field: 'picture', payload: await samplePicture('png', { width: 400, height: 300 }) },
  );
  await page.goto(profile);
  await seen(button(videos, 'Odtwórz wideo: Prezentacja'));
  const tile = button(portfolio, 'Otwórz w galerii: Kampania');
  await seen(tile);
  for (const name of [
    titles.addVideo,
    titles.editVideos,
    titles.addPortfolio,
    titles.editPortfolio,
  ]) {
    expect(await button(page, name).count()).toBe(0);
  }
  // The two empty slots beside the project are shapes, not buttons.
  expect(await portfolio.getByRole('button').count()).toBe(3); // the project and the two arrows
  expect((await horizontalOverflow(page)).overflow).toBe(0);

  await tile.click();
  const gallery = await shown(page, titles.portfolioGallery);
  await seen(gallery.getByText('Brak komentarza', { exact: true }));
  await button(gallery, 'Zamknij').click();
  await gallery.waitFor({ state: 'detached' });
});
