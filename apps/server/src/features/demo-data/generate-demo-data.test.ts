import { createHash } from 'node:crypto';
import { access } from 'node:fs/promises';
import path from 'node:path';
import {
  AboutInfo,
  AdminData,
  Certificate,
  Education,
  FreelancerActivity,
  FreelancerBar,
  FreelancerData,
  FreelancerPage,
  InvestorData,
  InvestorPage,
  InvestorPrimaryData,
  Order,
  OrderStatus,
  Picture,
  PortfolioItem,
  Product,
  Review,
  SalesTool,
  TokenResponse,
  voivodeship,
  WorkExperience,
} from '@handlowo/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pictures, users } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { mediaDir } from '../media/media.plugin.ts';
import { type DemoDataResult, generateDemoData } from './generate-demo-data.ts';

const SIZE = { seed: 7, freelancers: 4, investors: 4, admins: 1 };

async function login(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return TokenResponse.parse(res.json()).token;
}

/** GET as the token's user, expecting 200, the body parsed by the contract's schema. */
async function read<S extends z.ZodType>(
  app: FastifyInstance,
  token: string,
  url: string,
  schema: S,
): Promise<z.infer<S>> {
  const res = await app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return schema.parse(res.json());
}

/** Everything the product shows of the demo data, read back through the API and validated. */
async function readBack(app: FastifyInstance, result: DemoDataResult) {
  const tokens = new Map<string, string>();
  for (const { role, email, password } of result.logins) {
    tokens.set(role, await login(app, email, password));
  }
  const admin = tokens.get('ADMIN') as string;
  const investor = tokens.get('INVESTOR') as string;
  const adminMe = await read(app, admin, '/admin-panel/me', AdminData);
  const investorMe = await read(app, investor, '/investor/me', InvestorData);
  const freelancerList = await read(
    app,
    admin,
    '/admin-panel/freelancers?page=0&size=50&sort=lastName,asc',
    FreelancerPage,
  );
  const investorList = await read(
    app,
    admin,
    '/admin-panel/investors?page=0&size=50&sort=company,asc',
    InvestorPage,
  );
  const freelancers = [];
  for (const { id } of freelancerList.content) {
    freelancers.push({
      data: await read(app, admin, `/freelancer/me/${id}`, FreelancerData),
      bar: await read(app, admin, `/freelancer/bar/${id}`, FreelancerBar),
      about: await read(app, admin, `/about/freelancer/${id}`, AboutInfo),
      avatar: await read(app, admin, `/user/avatar/${id}`, Picture),
      background: await read(app, admin, `/freelancer/backgroundPicture/${id}`, Picture),
      certificates: await read(app, admin, `/certificate/freelancer/${id}`, z.array(Certificate)),
      experience: await read(
        app,
        admin,
        `/workExperience/freelancer/${id}`,
        z.array(WorkExperience),
      ),
      education: await read(app, admin, `/freelancer/education/${id}`, z.array(Education)),
      portfolio: await read(app, admin, `/freelancer/${id}/portfolios`, z.array(PortfolioItem)),
      services: await read(app, admin, `/activities/freelancer/${id}`, z.array(FreelancerActivity)),
      tools: await read(app, admin, `/freelancer/tools/${id}`, z.array(SalesTool)),
      reviews: await read(app, admin, `/opinions/freelancer/${id}`, z.array(Review)),
    });
  }
  const investors = [];
  for (const { id } of investorList.content) {
    investors.push({
      data: await read(app, admin, `/admin-panel/investors/${id}`, InvestorPrimaryData),
      orders: await read(app, admin, `/admin-panel/investors/${id}/orders`, z.array(Order)),
      products: await read(app, admin, `/admin-panel/investors/${id}/products`, z.array(Product)),
    });
  }
  return { adminMe, investorMe, freelancers, investors };
}

/**
 * The data without what differs between two databases (ids, dates of creation, file keys), with
 * pictures reduced to a hash of their bytes.
 */
function comparable(item: unknown): unknown {
  if (Array.isArray(item)) return item.map(comparable);
  if (typeof item === 'string' && item.startsWith('data:')) {
    return createHash('sha256').update(item).digest('hex').slice(0, 16);
  }
  if (item === null || typeof item !== 'object') return item;
  return Object.fromEntries(
    Object.entries(item)
      .filter(([key]) => !/^(id|date|createdAt|editableUntil|video)$|Id$|Url$/.test(key))
      .map(([key, inner]) => [key, comparable(inner)]),
  );
}

describe('generateDemoData (small size)', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  let result: DemoDataResult;
  let data: Awaited<ReturnType<typeof readBack>>;

  beforeAll(async () => {
    [first, second] = await Promise.all([buildTestApp(), buildTestApp()]);
    result = await generateDemoData(first, SIZE);
    data = await readBack(first, result);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('returns one working login per role and the counts asked for', () => {
    expect(result.logins.map((l) => l.role)).toEqual(['FREELANCER', 'INVESTOR', 'ADMIN']);
    expect(result.counts).toEqual({ freelancers: 4, investors: 4, admins: 1, orders: 4 });
    expect(data.investorMe.firstName).not.toBe('');
    expect(data.investorMe.companyDescription).toBeTruthy();
    expect(data.adminMe.email).toBe(result.logins[2]?.email);
  });

  it('gives every freelancer a finished onboarding and a complete profile', () => {
    expect(data.freelancers).toHaveLength(4);
    for (const f of data.freelancers) {
      expect(f.data.isOnboardingPassed).toBe(true);
      expect(f.data.experienceLevel).not.toBeNull();
      expect(f.data.specialization).not.toBeNull();
      expect(f.data.workingDays.length).toBeGreaterThan(0);
      expect(f.data.workingHours && f.data.incomeGoal && f.data.typeOfSales).toBeTruthy();
      expect(f.data.subIndustries.length && f.data.sectors.length).toBeGreaterThan(0);
      expect(f.services.length).toBeGreaterThanOrEqual(3);
      expect(f.tools.length).toBeGreaterThanOrEqual(3);
      expect(f.about.about).toMatch(/sprzeda|klient|lead/i);
      expect(f.bar.localization?.city).toBeTruthy();
      expect(f.bar.languagesLevel.length).toBeGreaterThanOrEqual(2);
      for (const list of [f.certificates, f.experience, f.education, f.portfolio]) {
        expect(list.length).toBeGreaterThan(0);
      }
      expect(f.avatar.pictureData).toMatch(/^data:image\//);
      expect(f.background.pictureData).toMatch(/^data:image\//);
    }
    // The index walks the voivodeships: four freelancers, four different ones.
    const states = new Set(data.freelancers.map((f) => f.bar.localization?.state));
    expect(states.size).toBe(4);
    expect([...states].every((s) => voivodeship.keys.includes(s as never))).toBe(true);
  });

  it('brings the orders to every status, with guardians, freelancers and reviews', () => {
    const orders = data.investors.flatMap((i) => i.orders);
    expect(new Set(orders.map((o) => o.orderStatus))).toEqual(new Set(OrderStatus.options));
    for (const order of orders) {
      expect(order.orderActivities.length).toBeGreaterThan(0);
      expect(order.orderAdminDTO === null).toBe(order.orderStatus === 'NEW');
      if (order.orderStatus === 'ACTIVE' || order.orderStatus === 'REALIZED') {
        expect(order.orderActivities.every((a) => a.freelancer !== null)).toBe(true);
        expect(order.orderActivities.every((a) => a.offerState === 'ACCEPTED')).toBe(true);
      }
    }
    // Offers waiting for an answer (issue 25): in verification, assigned but not accepted yet.
    const waiting = orders
      .filter((o) => o.orderStatus === 'VERYFICATION')
      .flatMap((o) => o.orderActivities)
      .filter((a) => a.offerState === 'OFFERED' && a.freelancer !== null);
    expect(waiting.length).toBeGreaterThan(0);
    expect(data.investors.every((i) => i.products.length > 0)).toBe(true);
    const reviews = data.freelancers.flatMap((f) => f.reviews);
    expect(reviews.length).toBeGreaterThan(0);
    expect(data.freelancers.reduce((sum, f) => sum + f.bar.count, 0)).toBe(reviews.length);
    // Issue 27: the client writes the first opinion of an order, the guardian the next (this
    // small size may have only one), and a freelancer answers one.
    const authorTypes = reviews.map((r) => r.authorType);
    expect(authorTypes).toContain('INVESTOR');
    if (reviews.length > 1) expect(authorTypes).toContain('GUARDIAN');
    expect(reviews.filter((r) => r.reply !== null)).toHaveLength(1);
  });

  it('marks every account verified: made-up addresses get no mail (issue 24)', async () => {
    const rows = await first.db.select({ verified: users.emailVerifiedAt }).from(users);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.filter((row) => row.verified === null)).toEqual([]);
  });

  it('stores every picture in the media directory', async () => {
    const rows = await first.db
      .select({ key: pictures.storageKey, small: pictures.smallStorageKey })
      .from(pictures);
    // Avatars and backgrounds of 4 freelancers, at least 2 portfolio pictures each, 1 admin.
    expect(rows.length).toBeGreaterThanOrEqual(4 * 4 + 1);
    const keys = rows.flatMap((row) => (row.small ? [row.key, row.small] : [row.key]));
    const root = mediaDir(first.config.dataDir);
    await Promise.all(keys.map((key) => access(path.join(root, key))));
  });

  it('writes the same data for the same seed', async () => {
    const again = await generateDemoData(second, SIZE);
    expect(again.logins).toEqual(result.logins);
    expect(comparable(await readBack(second, again))).toEqual(comparable(data));
  }, 180_000);
});
