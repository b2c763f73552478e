import { clientOpinionMessages as cm, OPINION_REPLY_MAX, type Review } from '@handlowo/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { createUser } from '../../../testing/factories.ts';
import { expectError, getOk, sendRaw } from '../../../testing/requests.ts';
import { reviewOf } from '../../orders/opinions/opinion-arrange.ts';

let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  app = await buildTestApp();
  admin = (await createUser(app, { role: 'ADMIN' })).token;
});
afterAll(() => app.close());

const reply = (token: string, reviewId: number, payload: unknown) =>
  sendRaw(app, 'POST', `/api/freelancer/me/opinions/${reviewId}/reply`, { token, payload });

async function reviewedFreelancer() {
  const freelancer = await createUser(app, { role: 'FREELANCER', isOnboardingPassed: true });
  const reviewId = await reviewOf(app, freelancer.user.id);
  return { freelancer, token: freelancer.token, reviewId };
}

const replyTextOf = async (reviewId: number) =>
  (await app.db.select().from(reviews).where(eq(reviews.id, reviewId)))[0]?.replyText;

describe('POST /freelancer/me/opinions/:opinionId/reply', () => {
  it('answers 201 with the review and its reply, which D37 shows publicly', async () => {
    const { freelancer, token, reviewId } = await reviewedFreelancer();
    const res = await reply(token, reviewId, { text: '  Dziękuję za współpracę!  ' });
    expect(res.statusCode, res.body).toBe(201);
    const review = res.json<Review>();
    expect(review).toMatchObject({
      id: reviewId,
      authorType: 'INVESTOR',
      reply: { text: 'Dziękuję za współpracę!', date: expect.any(String) },
    });
    expect(Date.parse(review.reply?.date ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const list = await getOk<Review[]>(
      app,
      `/api/opinions/freelancer/${freelancer.user.id}`,
      admin,
    );
    expect(list).toEqual([review]);
  });

  it('answers once: a second reply 400 and the first stays', async () => {
    const { token, reviewId } = await reviewedFreelancer();
    expect((await reply(token, reviewId, { text: 'Pierwsza' })).statusCode).toBe(201);
    expectError(await reply(token, reviewId, { text: 'Druga' }), 400, cm.alreadyReplied);
    expect(await replyTextOf(reviewId)).toBe('Pierwsza');
  });

  it('lets exactly one of parallel replies through', async () => {
    const { token, reviewId } = await reviewedFreelancer();
    const answers = await Promise.all(
      ['A', 'B', 'C'].map((text) => reply(token, reviewId, { text })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
    const winner = answers.find((r) => r.statusCode === 201)?.json<Review>().reply?.text;
    expect(await replyTextOf(reviewId)).toBe(winner);
  });

  it('answers 404 for another freelancer’s review and an unknown id', async () => {
    const { reviewId } = await reviewedFreelancer();
    const other = await createUser(app, { role: 'FREELANCER', isOnboardingPassed: true });
    expectError(await reply(other.token, reviewId, { text: 'Nie moja' }), 404, cm.replyNotFound);
    expectError(await reply(other.token, 2_000_000_000, { text: 'x' }), 404, cm.replyNotFound);
    expect(await replyTextOf(reviewId)).toBeNull();
  });

  it('takes 1–1,000 characters after trimming', async () => {
    const { token, reviewId } = await reviewedFreelancer();
    expectError(await reply(token, reviewId, { text: '   ' }), 400, cm.replyRequired);
    expectError(
      await reply(token, reviewId, { text: 'x'.repeat(OPINION_REPLY_MAX + 1) }),
      400,
      cm.replyMax,
    );
    expect(await replyTextOf(reviewId)).toBeNull();
    expect((await reply(token, reviewId, { text: 'x'.repeat(OPINION_REPLY_MAX) })).statusCode).toBe(
      201,
    );
  });

  it('is documented in OpenAPI', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    type Operation = { description?: string };
    const paths = res.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
    expect(paths['/api/freelancer/me/opinions/{opinionId}/reply']?.post?.description).toContain(
      cm.alreadyReplied,
    );
  });
});
