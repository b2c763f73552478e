import { Readable } from 'node:stream';
import type { Review, ReviewCategoryScore, ReviewDistribution } from '@handlowo/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictures } from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { bearer, createUser } from '../../../testing/factories.ts';
import { insertOrderActivity } from '../../../testing/order-factories.ts';
import { recordQueries } from '../../../testing/query-log.ts';
import { getOk } from '../../../testing/requests.ts';
import { newMediaKey } from '../../media/media-storage.ts';
import { insertReview, type NewReview } from './reviews.repository.ts';

let app: FastifyInstance;
const queries = recordQueries();
let viewer: string;
let investor: { id: number; token: string };

beforeAll(async () => {
  app = await buildTestApp({}, { onQuery: queries.onQuery });
  viewer = (await createUser(app, { role: 'ADMIN' })).token;
  const created = await createUser(app, { role: 'INVESTOR' });
  investor = { id: created.user.id, token: created.token };
});
afterAll(() => app.close());

const freelancerId = async () => (await createUser(app, { role: 'FREELANCER' })).user.id;

const scores = (a: number, b: number, c: number, d: number): NewReview['scores'] => ({
  JAKOSC_WSPOLPRACY_I_ZAANGAZOWANIE: a,
  RESPONSYWNOSC_I_KONTAKT_Z_HANDLOWCEM: b,
  EFEKTY_WSPOLPRACY_I_LICZBA_AKTYWNOSCI: c,
  ZADOWOLENIE_Z_WYKONANYCH_AKTYWNOSCI: d,
});

const addReview = (review: Partial<NewReview> & Pick<NewReview, 'freelancerId' | 'scores'>) =>
  app.db.transaction((tx) =>
    insertReview(tx, {
      authorId: null,
      authorFirstName: 'Anna',
      authorLastName: 'Nowak',
      text: 'Świetna współpraca',
      ...review,
    }),
  );

const reviewsOf = (id: number, token = viewer) =>
  getOk<Review[]>(app, `/api/opinions/freelancer/${id}`, token);
const generalOf = (id: number) =>
  getOk<ReviewCategoryScore[]>(app, `/api/opinions/freelancer/general/${id}`, viewer);
const distributionOf = (id: number) =>
  getOk<ReviewDistribution[]>(app, `/api/opinions/freelancer/distribution/${id}`, viewer);

/** An avatar row with a stored small rendition, as the avatar upload leaves it. */
async function giveAvatar(userId: number, bytes: Buffer) {
  const small = newMediaKey('webp');
  await app.media.put(small, Readable.from([bytes]));
  await app.db.insert(pictures).values({
    userId,
    kind: 'AVATAR',
    storageKey: newMediaKey('webp'),
    smallStorageKey: small,
    contentType: 'image/webp',
    width: 512,
    height: 512,
    byteSize: 100,
  });
}

describe('a freelancer without reviews', () => {
  it('has an empty list, four categories at 0 and five star rows at 0', async () => {
    const id = await freelancerId();
    expect(await reviewsOf(id)).toEqual([]);
    expect(await generalOf(id)).toEqual([
      { id: 1, category: 'JAKOSC_WSPOLPRACY_I_ZAANGAZOWANIE', score: 0 },
      { id: 2, category: 'RESPONSYWNOSC_I_KONTAKT_Z_HANDLOWCEM', score: 0 },
      { id: 3, category: 'EFEKTY_WSPOLPRACY_I_LICZBA_AKTYWNOSCI', score: 0 },
      { id: 4, category: 'ZADOWOLENIE_Z_WYKONANYCH_AKTYWNOSCI', score: 0 },
    ]);
    expect(await distributionOf(id)).toEqual(
      [5, 4, 3, 2, 1].map((stars) => ({ stars, percent: 0 })),
    );
  });
});

describe('D37 GET /opinions/freelancer/:id', () => {
  it('lists reviews newest first (id breaks ties) with their scores and authors', async () => {
    const id = await freelancerId();
    const sameTime = new Date('2026-05-01T10:00:00.000Z');
    const older = await addReview({
      freelancerId: id,
      scores: scores(5, 4, 4, 4),
      createdAt: new Date('2026-01-15T08:30:00.000Z'),
      text: 'Starsza',
    });
    const first = await addReview({
      freelancerId: id,
      scores: scores(1, 2, 2, 2),
      createdAt: sameTime,
      authorFirstName: 'Piotr',
      authorLastName: 'Zieliński',
    });
    const second = await addReview({
      freelancerId: id,
      scores: scores(3, 3, 3, 3),
      createdAt: sameTime,
    });
    await addReview({ freelancerId: await freelancerId(), scores: scores(1, 1, 1, 1) });

    // The investor reads them once the freelancer serves their order (issue 9).
    await insertOrderActivity(app, { investorId: investor.id, freelancerId: id });
    const list = await reviewsOf(id, investor.token);
    expect(list.map((r) => r.id)).toEqual([second, first, older]);
    expect(list[1]).toEqual({
      id: first,
      date: '2026-05-01T10:00:00.000Z',
      text: 'Świetna współpraca',
      authorFirstName: 'Piotr',
      authorLastName: 'Zieliński',
      categoryOpinionsAverageScore: 1.75,
      score: 1.75,
      categoryOpinions: [
        { id: 1, category: 'JAKOSC_WSPOLPRACY_I_ZAANGAZOWANIE', score: 1 },
        { id: 2, category: 'RESPONSYWNOSC_I_KONTAKT_Z_HANDLOWCEM', score: 2 },
        { id: 3, category: 'EFEKTY_WSPOLPRACY_I_LICZBA_AKTYWNOSCI', score: 2 },
        { id: 4, category: 'ZADOWOLENIE_Z_WYKONANYCH_AKTYWNOSCI', score: 2 },
      ],
      authorPictureData: null,
      // Issue 27: F16 writes the guardian's opinion; no reply yet.
      authorType: 'GUARDIAN',
      reply: null,
    });
    expect(list[2]).toMatchObject({
      text: 'Starsza',
      score: 4.25,
      date: '2026-01-15T08:30:00.000Z',
    });
  });

  it("gives the author's small avatar as a data URL, null without one or when its file is gone", async () => {
    const id = await freelancerId();
    const withAvatar = (await createUser(app, { role: 'ADMIN' })).user.id;
    const lostFile = (await createUser(app, { role: 'ADMIN' })).user.id;
    const bytes = Buffer.from('RIFF\0\0\0\0WEBPVP8 small avatar');
    await giveAvatar(withAvatar, bytes);
    await app.db.insert(pictures).values({
      userId: lostFile,
      kind: 'AVATAR',
      storageKey: newMediaKey('webp'),
      smallStorageKey: newMediaKey('webp'),
      contentType: 'image/webp',
      width: 512,
      height: 512,
      byteSize: 1,
    });
    await addReview({ freelancerId: id, scores: scores(5, 5, 5, 5), authorId: withAvatar });
    await addReview({ freelancerId: id, scores: scores(4, 4, 4, 4), authorId: lostFile });
    await addReview({ freelancerId: id, scores: scores(3, 3, 3, 3) });

    const byScore = new Map((await reviewsOf(id)).map((r) => [r.score, r.authorPictureData]));
    expect(byScore.get(5)).toBe(`data:image/webp;base64,${bytes.toString('base64')}`);
    expect(byScore.get(4)).toBeNull();
    expect(byScore.get(3)).toBeNull();
  });

  it('runs the same statements for one review or many', async () => {
    const id = await freelancerId();
    const author = (await createUser(app, { role: 'ADMIN' })).user.id;
    await giveAvatar(author, Buffer.from('avatar'));
    await addReview({ freelancerId: id, scores: scores(5, 4, 3, 2), authorId: author });
    const one = await queries.during(() => reviewsOf(id));
    for (let i = 0; i < 6; i++) {
      await addReview({ freelancerId: id, scores: scores(2, 3, 4, 5), authorId: author });
    }
    const many = await queries.during(() => reviewsOf(id));
    expect(many.result).toHaveLength(7);
    // The auth lookup and one read of the reviews with their scores and authors' avatars.
    expect(many.statements).toHaveLength(2);
    expect(many.statements).toEqual(one.statements);
  });
});

describe('D38 GET /opinions/freelancer/general/:id', () => {
  it('averages each category over all reviews, half up to one decimal', async () => {
    const id = await freelancerId();
    await addReview({ freelancerId: id, scores: scores(5, 4, 1, 2) });
    await addReview({ freelancerId: id, scores: scores(4, 4, 2, 2) });
    await addReview({ freelancerId: id, scores: scores(4, 5, 2, 3) });
    await addReview({ freelancerId: id, scores: scores(4, 5, 2, 3) });
    expect((await generalOf(id)).map((c) => [c.id, c.score])).toEqual([
      [1, 4.3], // 17 / 4 = 4.25
      [2, 4.5],
      [3, 1.8], // 7 / 4 = 1.75
      [4, 2.5],
    ]);
  });
});

describe('D39 GET /opinions/freelancer/distribution/:id', () => {
  it('counts each review in the row of its mean rounded half up, summing to 100', async () => {
    const id = await freelancerId();
    await addReview({ freelancerId: id, scores: scores(5, 5, 4, 4) }); // 4.5 → 5
    await addReview({ freelancerId: id, scores: scores(5, 4, 4, 4) }); // 4.25 → 4
    await addReview({ freelancerId: id, scores: scores(1, 1, 1, 2) }); // 1.25 → 1
    expect(await distributionOf(id)).toEqual([
      { stars: 5, percent: 33.34 },
      { stars: 4, percent: 33.33 },
      { stars: 3, percent: 0 },
      { stars: 2, percent: 0 },
      { stars: 1, percent: 33.33 },
    ]);
  });
});

describe('reads by id', () => {
  it.each([
    '/api/opinions/freelancer',
    '/api/opinions/freelancer/general',
    '/api/opinions/freelancer/distribution',
  ])('%s: 404 User not found for unknown ids and non-freelancers, 403 anonymous', async (path) => {
    for (const id of [2147483000, investor.id]) {
      const res = await app.inject({
        method: 'GET',
        url: `${path}/${id}`,
        headers: bearer(viewer),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'User not found' });
    }
    const res = await app.inject({ method: 'GET', url: `${path}/${await freelancerId()}` });
    expect(res.statusCode).toBe(403);
  });
});
