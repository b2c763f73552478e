import type { Page } from 'playwright-core';
import { profileModalTitles as titles } from '../../apps/web/src/features/profile/modals/modal-titles.ts';
import { type FilePayload, sampleMp4, samplePicture } from './profile-media-modal-cases.ts';
import { openProfile, ownerApi, type ProfileModalCase, shown } from './profile-modals.ts';

/**
 * The modals of the profile's videos and the portfolio with its gallery (issue 8), one case per
 * modal title, for the modal harness, plus the arrange steps the showcase spec shares: uploads
 * through the API (multipart, with the page owner's token) for cases that need an item first.
 */

export { titles as showcaseTitles };

interface Me {
  id: number;
}
interface VideoItem {
  id: number;
  title: string;
}
interface PortfolioEntry {
  pictureId: number;
  title: string;
  info: string;
}

/** POSTs a multipart form to `{baseUrl}/api{path}` with `token`; answers the JSON body. */
export async function uploadWith<T>(
  baseUrl: string,
  token: string,
  path: string,
  fields: Record<string, string>,
  file: { field: string; payload: FilePayload },
): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(
    file.field,
    new Blob([new Uint8Array(file.payload.buffer)], { type: file.payload.mimeType }),
    file.payload.name,
  );
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST /api${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** POSTs a multipart form to `/api{path}` as the signed-in owner of the open page. */
export async function ownerUpload<T>(
  page: Page,
  path: string,
  fields: Record<string, string>,
  file: { field: string; payload: FilePayload },
): Promise<T> {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  if (!token) throw new Error('ownerUpload: nobody is signed in on this page');
  return uploadWith<T>(new URL(page.url()).origin, token, path, fields, file);
}

/** D30 through the API: a real, playable MP4 under `title`. */
export async function uploadVideo(page: Page, title: string): Promise<VideoItem> {
  return ownerUpload<VideoItem>(
    page,
    '/video',
    { title },
    { field: 'file', payload: await sampleMp4(page) },
  );
}

/** D34 through the API: a picture in the given tint with its name and comment. */
export async function uploadProject(
  page: Page,
  title: string,
  info: string,
  tint: [number, number, number] = [40, 120, 200],
): Promise<PortfolioEntry> {
  const picture = await samplePicture('jpeg', { width: 640, height: 480, tint });
  return ownerUpload<PortfolioEntry>(
    page,
    '/freelancer/portfolios',
    { title, info },
    { field: 'picture', payload: picture },
  );
}

async function ownId(page: Page): Promise<number> {
  return (await ownerApi<Me>(page, 'GET', '/freelancer/me')).id;
}

/** The owner has at least one video (uploaded when none), and the profile shows it. */
async function ensureVideo(page: Page): Promise<void> {
  const id = await ownId(page);
  const videos = await ownerApi<VideoItem[]>(page, 'GET', `/video/freelancer/${id}`);
  if (videos.length > 0) return;
  await uploadVideo(page, 'Prezentacja oferty');
  await openProfile(page);
}

/** The owner has at least one project (uploaded when none), and the profile shows it. */
async function ensureProject(page: Page): Promise<void> {
  const id = await ownId(page);
  const items = await ownerApi<PortfolioEntry[]>(
    page,
    'GET',
    `/freelancer/${id}/portfolios?size=small`,
  );
  if (items.length > 0) return;
  await uploadProject(page, 'Kampania mailingowa', 'Wzrost liczby spotkań o 40%');
  await openProfile(page);
}

async function clickButton(page: Page, name: string | RegExp): Promise<void> {
  await page
    .getByRole('button', typeof name === 'string' ? { name, exact: true } : { name })
    .first()
    .click();
}

export const profileShowcaseModalCases: ProfileModalCase[] = [
  {
    title: titles.addVideo,
    open: async (page) => {
      await clickButton(page, titles.addVideo);
      await shown(page, titles.addVideo);
    },
  },
  {
    title: titles.editVideos,
    open: async (page) => {
      await ensureVideo(page);
      await clickButton(page, titles.editVideos);
      await shown(page, titles.editVideos);
    },
  },
  {
    title: titles.editVideo,
    open: async (page) => {
      await ensureVideo(page);
      await clickButton(page, titles.editVideos);
      const list = await shown(page, titles.editVideos);
      await list
        .getByRole('button', { name: /^Edytuj tytuł wideo: / })
        .first()
        .click();
      await shown(page, titles.editVideo);
    },
  },
  {
    title: titles.addPortfolio,
    open: async (page) => {
      await clickButton(page, titles.addPortfolio);
      await shown(page, titles.addPortfolio);
    },
  },
  {
    title: titles.editPortfolio,
    open: async (page) => {
      await ensureProject(page);
      await clickButton(page, titles.editPortfolio);
      await shown(page, titles.editPortfolio);
    },
  },
  {
    title: titles.editPortfolioItem,
    open: async (page) => {
      await ensureProject(page);
      await clickButton(page, titles.editPortfolio);
      const list = await shown(page, titles.editPortfolio);
      await list
        .getByRole('button', { name: /^Edytuj projekt: / })
        .first()
        .click();
      await shown(page, titles.editPortfolioItem);
    },
  },
  {
    title: titles.portfolioGallery,
    open: async (page) => {
      await ensureProject(page);
      await clickButton(page, /^Otwórz w galerii: /);
      const gallery = await shown(page, titles.portfolioGallery);
      // The full picture of the open project is shown, not a loading sign.
      await gallery.locator('.yarl__slide_current img.yarl__slide_image').waitFor();
      await gallery
        .locator('.yarl__slide_current img.yarl__slide_image')
        .evaluate((image) => (image as HTMLImageElement).decode());
    },
  },
];
