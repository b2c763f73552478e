import { createHash } from 'node:crypto';
import {
  AboutInfo,
  AdminData,
  Certificate,
  Education,
  type ExperienceLevel,
  FreelancerActivity,
  FreelancerBar,
  FreelancerData,
  FreelancerPage,
  InvestorData,
  InvestorPage,
  InvestorPrimaryData,
  Order,
  OrderStatus,
  optionalCompanyField,
  Picture,
  PortfolioItem,
  Product,
  Review,
  SalesTool,
  TokenResponse,
  voivodeship,
  WorkExperience,
  warsawToday,
} from '@handlowo/contract';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  orderActivities,
  orderMessages,
  orders,
  pictures,
  reviews,
  users,
} from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { monthOf, startOfMonth } from './demo-calendar.ts';
import { COMPANIES, JOB_TITLES, OTHER_JOB_TITLES } from './demo-texts.ts';
import { SALES_MONTHS } from './fill-freelancer.ts';
import { DEMO_PASSWORD, type DemoDataResult, generateDemoData } from './generate-demo-data.ts';

/** Eight investors: every order plan of the first eight (several orders, every status). */
const SIZE = { seed: 7, freelancers: 4, investors: 8, admins: 1 };
/**
 * The determinism check's size: two investors still reach every order status, and two small runs
 * cost less than a second run of `SIZE` (ADR 014).
 */
const REPEAT_SIZE = { ...SIZE, freelancers: 2, investors: 2 };
/** One clock for all runs, so that they may be compared. */
const NOW = new Date();

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
  let result: DemoDataResult;
  let data: Awaited<ReturnType<typeof readBack>>;

  beforeAll(async () => {
    first = await buildTestApp();
    result = await generateDemoData(first, { ...SIZE, now: NOW });
    data = await readBack(first, result);
  }, 300_000);
  afterAll(async () => {
    await first?.close();
  });

  it('returns one working login per role and the counts asked for', () => {
    expect(result.logins.map((l) => l.role)).toEqual(['FREELANCER', 'INVESTOR', 'ADMIN']);
    expect(result.counts).toEqual({ freelancers: 4, investors: 8, admins: 1, orders: 14 });
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

  it('stores every picture in the media storage', async () => {
    const rows = await first.db
      .select({ key: pictures.storageKey, small: pictures.smallStorageKey })
      .from(pictures);
    // Avatars and backgrounds of 4 freelancers, at least 2 portfolio pictures each, 1 admin.
    expect(rows.length).toBeGreaterThanOrEqual(4 * 4 + 1);
    const keys = rows.flatMap((row) => (row.small ? [row.key, row.small] : [row.key]));
    const stored = await Promise.all(keys.map((key) => first.media.stat(key)));
    expect(stored.filter((info) => !info?.size)).toEqual([]);
  });

  // Issue 28: the demo reads as one coherent marketplace on the day it is generated.
  const today = () => monthOf(warsawToday(NOW));

  it('gives every freelancer jobs that match the experience level, all in the past', () => {
    const sales = new Set<string>(Object.values(JOB_TITLES).flat());
    const senior = new Set<string>(JOB_TITLES.senior);
    for (const f of data.freelancers) {
      const level = f.data.experienceLevel as ExperienceLevel;
      const jobs = f.experience.map((job) => ({
        title: job.jobTitle,
        start: monthOf(job.startDate),
        end: job.endDate === null ? today() : monthOf(job.endDate),
      }));
      for (const job of jobs) {
        expect(job.start).toBeLessThanOrEqual(job.end);
        expect(job.end).toBeLessThanOrEqual(today());
      }
      const who = `${f.data.firstName} ${f.data.lastName} (${level})`;
      if (level === 'BEGINNER') {
        expect(
          jobs.every((job) => OTHER_JOB_TITLES.includes(job.title)),
          who,
        ).toBe(true);
      } else {
        expect(
          jobs.every((job) => sales.has(job.title)),
          who,
        ).toBe(true);
        const months = jobs.reduce((sum, job) => sum + job.end - job.start + 1, 0);
        const [min, max] = SALES_MONTHS[level];
        expect(months, who).toBeGreaterThanOrEqual(min);
        expect(months, who).toBeLessThanOrEqual(max);
      }
      if (level !== 'SENIOR' && level !== 'EXPERT') {
        expect(
          jobs.some((job) => senior.has(job.title)),
          who,
        ).toBe(false);
      }
      const firstJob = Math.min(...jobs.map((job) => job.start));
      for (const school of f.education) {
        expect(monthOf(school.startDate)).toBeLessThan(monthOf(school.endDate ?? ''));
        expect(monthOf(school.endDate ?? '')).toBeLessThan(firstJob);
      }
      for (const certificate of f.certificates) {
        expect(monthOf(certificate.dateOfObtaining)).toBeLessThan(today());
      }
      expect(f.about.about).not.toMatch(/\b[01] lat|\{/);
    }
  });

  it('files every product under its own sub-industry and sectors', () => {
    const known = new Map(COMPANIES.flatMap((c) => c.products).map((p) => [p.name, p]));
    const products = data.investors.flatMap((i) => i.products);
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      const meant = known.get(product.name);
      expect(meant, product.name).toBeDefined();
      expect(product.subIndustry.name, product.name).toBe(meant?.subIndustry);
      expect(product.sectors.map((sector) => sector.name).sort()).toEqual(
        [...(meant?.sectors ?? [])].sort(),
      );
    }
  });

  it('dates every service by its order’s status, counted from the day of generation', () => {
    const orders = data.investors.flatMap((i) => i.orders);
    for (const order of orders) {
      for (const service of order.orderActivities) {
        const start = monthOf(service.startDate);
        const end = start + service.period; // the first month after the service
        const what = `order ${order.id} (${order.orderStatus}) ${service.startDate}`;
        if (order.orderStatus === 'REALIZED') expect(end, what).toBeLessThanOrEqual(today());
        else if (order.orderStatus === 'ACTIVE') {
          expect(start, what).toBeLessThanOrEqual(today());
          expect(end, what).toBeGreaterThan(today());
        } else expect(start, what).toBeGreaterThan(today());
      }
    }
  });

  it('sets each order’s clock to its story: created, status changed, reviewed, in that order', async () => {
    const rows = await first.db.select().from(orders).orderBy(asc(orders.id));
    const services = await first.db.select().from(orderActivities);
    const written = await first.db.select().from(reviews);
    for (const order of rows) {
      const own = services.filter((service) => service.orderId === order.id);
      const starts = own.map((service) => startOfMonth(monthOf(service.startDate)).getTime());
      const what = `order ${order.id} (${order.status})`;
      expect(order.createdAt.getTime(), what).toBeLessThanOrEqual(NOW.getTime());
      expect(order.statusChangedAt.getTime(), what).toBeGreaterThanOrEqual(
        order.createdAt.getTime(),
      );
      expect(order.statusChangedAt.getTime(), what).toBeLessThanOrEqual(NOW.getTime());
      if (order.status === 'ACTIVE' || order.status === 'REALIZED') {
        expect(order.createdAt.getTime(), what).toBeLessThan(Math.min(...starts));
      }
      for (const review of written.filter((r) => own.some((s) => s.id === r.orderActivityId))) {
        expect(review.createdAt.getTime()).toBeGreaterThanOrEqual(order.statusChangedAt.getTime());
        expect(review.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
        if (review.repliedAt) {
          expect(review.repliedAt.getTime()).toBeGreaterThanOrEqual(review.createdAt.getTime());
        }
      }
    }
    // An investor's orders were placed in the order of their numbers.
    for (const investorId of new Set(rows.map((order) => order.investorId))) {
      const own = rows.filter((order) => order.investorId === investorId);
      const byNumber = [...own].sort((a, b) => a.investorOrderNumber - b.investorOrderNumber);
      const times = byNumber.map((order) => order.createdAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
  });

  it('shows the newer features: several orders, a client’s review, conversations', async () => {
    const orderLists = data.investors.map((i) => i.orders);
    expect(orderLists.some((list) => list.length >= 2)).toBe(true);
    // The demo investor's own login has a realised order with a review the client wrote.
    const loginOrders = await read(
      first,
      await login(first, result.logins[1]?.email ?? '', DEMO_PASSWORD),
      '/investor/orders',
      z.array(Order),
    );
    expect(loginOrders.length).toBeGreaterThanOrEqual(2);
    expect(
      loginOrders.some(
        (order) =>
          order.orderStatus === 'REALIZED' &&
          order.orderActivities.some((a) => a.opinion?.authorType === 'INVESTOR'),
      ),
    ).toBe(true);
    // Every order with a guardian has a conversation; once freelancers accepted, one wrote too.
    const messages = await first.db.select().from(orderMessages);
    const services = await first.db.select().from(orderActivities);
    for (const order of await first.db.select().from(orders)) {
      const own = messages.filter((message) => message.orderId === order.id);
      if (order.status === 'NEW') {
        expect(own).toEqual([]);
        continue;
      }
      expect(own.length, `order ${order.id}`).toBeGreaterThanOrEqual(2);
      const authors = new Set(own.map((message) => message.authorId));
      expect(authors.has(order.investorId)).toBe(true);
      expect(authors.has(order.adminId)).toBe(true);
      if (order.status === 'ACTIVE' || order.status === 'REALIZED') {
        const freelancers = services
          .filter((service) => service.orderId === order.id)
          .map((service) => service.freelancerId);
        expect(freelancers.some((id) => authors.has(id))).toBe(true);
      }
      const times = own.map((message) => message.createdAt.getTime());
      expect(Math.max(...times)).toBeLessThanOrEqual(NOW.getTime());
      expect(Math.min(...times)).toBeGreaterThan(order.createdAt.getTime());
    }
  });

  it('stores only companies that the one company rule accepts, so every profile saves', async () => {
    const rows = await first.db.select({ company: users.company, role: users.role }).from(users);
    expect(rows.some((row) => row.role === 'FREELANCER' && row.company === null)).toBe(true);
    for (const { company } of rows) {
      expect(optionalCompanyField.parse(company)).toBe(company);
    }
    for (const f of data.freelancers) {
      expect(optionalCompanyField.parse(f.data.company)).toBe(f.data.company);
    }
  });

  it('writes the same data for the same seed', async () => {
    const apps = await Promise.all([buildTestApp(), buildTestApp()]);
    try {
      const [one, two] = await Promise.all(
        apps.map(async (app) => {
          const run = await generateDemoData(app, { ...REPEAT_SIZE, now: NOW });
          return { logins: run.logins, data: comparable(await readBack(app, run)) };
        }),
      );
      expect(one?.logins).toHaveLength(3);
      expect(two?.logins).toEqual(one?.logins);
      expect(two?.data).toEqual(one?.data);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  }, 180_000);
});
