import type { Picture, PortfolioItem, ProfilePage, Review } from '@handlowo/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { bearer, createUser } from '../../../testing/factories.ts';
import { sampleImage, sampleVideo } from '../../../testing/media-samples.ts';
import { type FormPart, multipartBody } from '../../../testing/multipart.ts';
import { insertOrderActivity } from '../../../testing/order-factories.ts';
import { recordQueries } from '../../../testing/query-log.ts';
import { insertReview } from '../reviews/reviews.repository.ts';

/*
 * [P] GET /freelancer/{id}/profile-page (issue 30): the section reads in one answer, with their
 * shapes and authorization, pictures by G1 URL.
 */

let app: FastifyInstance;
const queries = recordQueries();
let adminToken: string;

beforeAll(async () => {
  app = await buildTestApp({}, { onQuery: queries.onQuery });
  adminToken = (await createUser(app, { role: 'ADMIN' })).token;
});
afterAll(() => app.close());

interface Caller {
  id: number;
  token: string;
}

async function user(role: 'FREELANCER' | 'INVESTOR', isMock = false): Promise<Caller> {
  const { user: row, token } = await createUser(app, { role, isMock });
  return { id: row.id, token };
}

const get = (url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

async function json<T>(url: string, token: string): Promise<T> {
  const res = await get(`/api${url}`, token);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json<T>();
}

const pageOf = (id: number, token: string) =>
  json<ProfilePage>(`/freelancer/${id}/profile-page`, token);

async function send(token: string, method: 'PATCH' | 'POST', url: string, parts: FormPart[]) {
  const { body, contentType } = multipartBody(parts);
  const res = await app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(token), 'content-type': contentType },
    payload: body,
  });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
}

const picture = async (width = 640, height = 480) => ({
  name: 'file',
  filename: 'zdjecie',
  contentType: 'image/jpeg',
  data: await sampleImage('jpeg', { width, height }),
});

const postJson = async (token: string, url: string, payload: Record<string, unknown>) => {
  const res = await app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: bearer(token),
    payload,
  });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
};

/** An author with an avatar and a review of `freelancerId` by them. */
async function reviewWithAuthor(freelancerId: number) {
  const author = await user('INVESTOR');
  await send(author.token, 'PATCH', '/user/avatar', [await picture(200, 200)]);
  await app.db.transaction((tx) =>
    insertReview(tx, {
      freelancerId,
      authorId: author.id,
      authorFirstName: 'Anna',
      authorLastName: 'Nowak',
      text: 'Dobra współpraca',
      scores: {
        JAKOSC_WSPOLPRACY_I_ZAANGAZOWANIE: 5,
        RESPONSYWNOSC_I_KONTAKT_Z_HANDLOWCEM: 4,
        EFEKTY_WSPOLPRACY_I_LICZBA_AKTYWNOSCI: 4,
        ZADOWOLENIE_Z_WYKONANYCH_AKTYWNOSCI: 3,
      },
    }),
  );
}

/** A freelancer with something in every section: pictures, texts, lists, a video, a review. */
async function fullFreelancer(): Promise<Caller> {
  const owner = await user('FREELANCER');
  const { token } = owner;
  await send(token, 'PATCH', '/user/avatar', [await picture(600, 600)]);
  await send(token, 'POST', '/freelancer/backgroundPicture', [await picture(1400, 300)]);
  await send(token, 'PATCH', '/about', [
    { name: 'about', value: 'Sprzedaję od lat.' },
    { name: 'mainPassion', value: 'Negocjacje' },
  ]);
  await send(token, 'POST', '/video', [
    { name: 'title', value: 'Prezentacja' },
    { name: 'file', filename: 'film.mp4', contentType: 'video/mp4', data: sampleVideo('mp4') },
  ]);
  await send(token, 'POST', '/freelancer/portfolios', [
    { name: 'title', value: 'Kampania' },
    { name: 'info', value: 'Opis' },
    { ...(await picture(900, 600)), name: 'picture' },
  ]);
  await postJson(token, '/certificate/freelancer', {
    name: 'Certyfikat',
    info: 'Wystawca',
    dateOfObtaining: '2024-03-01',
  });
  const place = { country: 'POLAND', state: 'MAZOWIECKIE', city: 'Radom' };
  await postJson(token, '/workExperience/freelancer', {
    jobTitle: 'Handlowiec',
    companyName: 'Firma',
    ...place,
    startDate: '2020-01-01',
    endDate: null,
  });
  await postJson(token, '/freelancer/education', {
    nameOfEducation: 'Marketing',
    titleOfEducation: 'Uczelnia',
    startDate: '2015-10-01',
    endDate: '2019-06-01',
    localization: place,
  });
  const activities = await json<{ id: number }[]>('/activities', token);
  await postJson(token, '/freelancer/me/activity', { activityId: activities[0]?.id, level: 4 });
  await reviewWithAuthor(owner.id);
  return owner;
}

/** What the page's section reads answer `token` for freelancer `id`, keyed as the aggregate. */
async function sectionReads(id: number, token: string) {
  const maybe = async <T>(url: string) => {
    const res = await get(`/api${url}`, token);
    return res.statusCode === 200 ? res.json<T>() : null;
  };
  return {
    freelancer: await maybe(`/freelancer/me/${id}`),
    bar: await json(`/freelancer/bar/${id}`, token),
    avatar: await maybe<Picture>(`/user/avatar/${id}`),
    smallAvatar: await maybe<Picture>(`/user/avatar/${id}?size=small`),
    background: await maybe<Picture>(`/freelancer/backgroundPicture/${id}`),
    about: await json(`/about/freelancer/${id}`, token),
    certificates: await json(`/certificate/freelancer/${id}`, token),
    tools: await json(`/freelancer/tools/${id}`, token),
    services: await json(`/activities/freelancer/${id}`, token),
    videos: await json(`/video/freelancer/${id}`, token),
    portfolio: await json<PortfolioItem[]>(`/freelancer/${id}/portfolios?size=small`, token),
    reviews: await json<Review[]>(`/opinions/freelancer/${id}`, token),
    reviewCategories: await json(`/opinions/freelancer/general/${id}`, token),
    reviewDistribution: await json(`/opinions/freelancer/distribution/${id}`, token),
    experience: await json(`/workExperience/freelancer/${id}`, token),
    education: await json(`/freelancer/education/${id}`, token),
    dictionaries: {
      workingHours: await json('/workingHours', token),
      incomeGoals: await json('/incomeGoals', token),
      typesOfSales: await json('/typeOfSales', token),
      states: await json('/states', token),
    },
  };
}

/** The bytes a G1 URL serves (no token: `<img src>` sends none). */
async function servedBytes(url: string): Promise<Buffer> {
  const res = await get(url);
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toBe('image/webp');
  return res.rawPayload;
}

const dataUrlBytes = (dataUrl: string) => Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');

/** The aggregate's sections compared with the section reads, pictures by URL against their data. */
async function expectSameAsSections(page: ProfilePage, id: number, token: string) {
  const reads = await sectionReads(id, token);
  const { avatar, smallAvatar, background, portfolio, reviews, ...plain } = reads;
  expect({ ...page, avatar: undefined, background: undefined, completeness: undefined }).toEqual({
    ...plain,
    avatar: undefined,
    background: undefined,
    completeness: undefined,
    portfolio: portfolio.map(({ pictureData: _data, ...item }) => item),
    reviews: reviews.map(({ authorPictureData: _data, ...review }) => ({
      ...review,
      authorPictureUrl: page.reviews.find((r) => r.id === review.id)?.authorPictureUrl ?? null,
    })),
  });
  // Every picture by URL serves exactly the bytes the section read sends as a data URL.
  expect(page.avatar?.pictureId).toBe(avatar?.pictureId);
  expect(page.background?.pictureId).toBe(background?.pictureId);
  if (avatar && smallAvatar && page.avatar?.smallPictureUrl) {
    expect(await servedBytes(page.avatar.pictureUrl)).toEqual(dataUrlBytes(avatar.pictureData));
    expect(await servedBytes(page.avatar.smallPictureUrl)).toEqual(
      dataUrlBytes(smallAvatar.pictureData),
    );
  }
  if (background && page.background) {
    expect(await servedBytes(page.background.pictureUrl)).toEqual(
      dataUrlBytes(background.pictureData),
    );
  }
  for (const [index, item] of portfolio.entries()) {
    const url = page.portfolio[index]?.thumbnailUrl ?? '';
    expect(await servedBytes(url)).toEqual(dataUrlBytes(item.pictureData));
  }
  for (const [index, review] of reviews.entries()) {
    const url = page.reviews[index]?.authorPictureUrl ?? null;
    if (review.authorPictureData) {
      expect(await servedBytes(url ?? '')).toEqual(dataUrlBytes(review.authorPictureData));
    } else expect(url).toBeNull();
  }
}

describe('GET /freelancer/{id}/profile-page', () => {
  it("answers the owner every section as the section reads do, D3's details included", async () => {
    const owner = await fullFreelancer();
    const page = await pageOf(owner.id, owner.token);
    await expectSameAsSections(page, owner.id, owner.token);
    expect(page.completeness).toEqual(await json('/complete/freelancer/me/details', owner.token));
    // Something in every section, so that the comparison above compared something.
    expect(page.avatar?.smallPictureUrl).toMatch(/^http:\/\/handlowo\.test\/api\/files\//);
    expect(page.background?.smallPictureUrl).toBeNull();
    for (const list of [page.certificates, page.videos, page.portfolio, page.reviews]) {
      expect(list).toHaveLength(1);
    }
    expect(page.reviews[0]?.authorPictureUrl).toMatch(/\/api\/files\//);
    expect(page.about.about).toBe('Sprzedaję od lat.');
    expect(page.dictionaries.states.length).toBeGreaterThan(0);
  });

  it('sends no picture data: the answer carries URLs only', async () => {
    const owner = await fullFreelancer();
    const res = await get(`/api/freelancer/${owner.id}/profile-page`, owner.token);
    expect(res.body).not.toContain('data:image');
    expect(res.body).not.toContain('pictureData');
  });

  it('answers an admin as the owner, without the completeness', async () => {
    const owner = await fullFreelancer();
    const page = await pageOf(owner.id, adminToken);
    await expectSameAsSections(page, owner.id, adminToken);
    expect(page.freelancer?.id).toBe(owner.id);
    expect(page.completeness).toBeNull();
  });

  it("answers another freelancer without D1's data, as D1 refuses it", async () => {
    const owner = await fullFreelancer();
    const other = await user('FREELANCER');
    const page = await pageOf(owner.id, other.token);
    expect(page.freelancer).toBeNull();
    expect(page.completeness).toBeNull();
    await expectSameAsSections(page, owner.id, other.token);
  });

  it("answers an investor the freelancer assigned to their service as the admin's answer", async () => {
    for (const isMock of [false, true]) {
      const investor = await user('INVESTOR', isMock);
      const freelancer = await user('FREELANCER');
      await insertOrderActivity(app, { investorId: investor.id, freelancerId: freelancer.id });
      expect(await pageOf(freelancer.id, investor.token)).toEqual(
        await pageOf(freelancer.id, adminToken),
      );
    }
  });

  it('is 404 `User not found` where the section reads are: another investor, unknown ids', async () => {
    const investor = await user('INVESTOR');
    const freelancer = await user('FREELANCER');
    for (const [id, token] of [
      [freelancer.id, investor.token],
      [investor.id, adminToken],
      [2147483000, adminToken],
    ] as const) {
      const res = await get(`/api/freelancer/${id}/profile-page`, token);
      expect({ id, status: res.statusCode }).toEqual({ id, status: 404 });
      expect(res.json()).toMatchObject({ message: 'User not found' });
      // As D2, which every viewer may call.
      expect((await get(`/api/freelancer/bar/${id}`, token)).statusCode).toBe(404);
    }
  });

  it('is 403 without a session and 400 for an id out of range, as the section reads', async () => {
    const freelancer = await user('FREELANCER');
    expect((await get(`/api/freelancer/${freelancer.id}/profile-page`)).statusCode).toBe(403);
    for (const id of ['0', '2147483648']) {
      const res = await get(`/api/freelancer/${id}/profile-page`, adminToken);
      expect(res.statusCode).toBe((await get(`/api/freelancer/bar/${id}`, adminToken)).statusCode);
      expect(res.statusCode).toBe(400);
    }
  });

  it('runs a fixed number of statements, whatever the number of items (no N+1)', async () => {
    const few = await fullFreelancer();
    const many = await fullFreelancer();
    for (let i = 0; i < 3; i++) await reviewWithAuthor(many.id);
    await send(many.token, 'POST', '/freelancer/portfolios', [
      { name: 'title', value: 'Druga' },
      { ...(await picture()), name: 'picture' },
    ]);
    const count = async (id: number, token: string) =>
      (await queries.during(() => pageOf(id, token))).statements.length;
    const forFew = await count(few.id, few.token);
    expect(await count(many.id, many.token)).toBe(forFew);
    // One statement per section read at most (the session lookup included).
    expect(forFew).toBeLessThanOrEqual(25);
  });
});
