import { reviewCategory } from '@handlowo/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { createUser } from '../../../testing/factories.ts';
import { sendRaw } from '../../../testing/requests.ts';
import { realisedOrderOf } from '../../orders/opinions/opinion-arrange.ts';
import { download } from './export-download.ts';

/* Issue 27 in the export: the investor's own opinions and the freelancer's replies. */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

it('holds the opinion the investor wrote and the reply the freelancer wrote', async () => {
  const investor = await createUser(app, { role: 'INVESTOR' });
  const freelancer = await createUser(app, { role: 'FREELANCER', isOnboardingPassed: true });
  const freelancerUser = freelancer.user;
  const { services } = await realisedOrderOf(app, investor.user.id, [freelancerUser.id]);
  const serviceId = services[0]?.id ?? 0;
  const rated = await sendRaw(app, 'POST', `/api/investor/order-activities/${serviceId}/opinion`, {
    token: investor.token,
    payload: {
      text: 'Polecam',
      categoryOpinions: reviewCategory.keys.map((category) => ({ category, score: 5 })),
    },
  });
  expect(rated.statusCode, rated.body).toBe(201);
  const reviewId = rated.json<{ id: number }>().id;
  const freelancerToken = freelancer.token;
  const replied = await sendRaw(app, 'POST', `/api/freelancer/me/opinions/${reviewId}/reply`, {
    token: freelancerToken,
    payload: { text: 'Dziękuję' },
  });
  expect(replied.statusCode, replied.body).toBe(201);

  const written = (await download(app, investor.token)).data.reviewsWritten;
  expect(written).toEqual([
    expect.objectContaining({
      id: reviewId,
      freelancerId: freelancerUser.id,
      authorType: 'INVESTOR',
      text: 'Polecam',
      replyText: 'Dziękuję',
      updatedAt: null,
    }),
  ]);
  const received = (await download(app, freelancerToken)).data.reviewsReceived;
  expect(received).toEqual([
    expect.objectContaining({
      id: reviewId,
      authorType: 'INVESTOR',
      replyText: 'Dziękuję',
      repliedAt: expect.any(String),
    }),
  ]);
});
