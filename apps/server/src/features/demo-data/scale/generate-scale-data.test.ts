import {
  AboutInfo,
  Certificate,
  Education,
  FreelancerActivity,
  FreelancerBar,
  FreelancerData,
  FreelancerPage,
  InvestorPage,
  optionalCompanyField,
  orderStatus,
  Picture,
  PortfolioItem,
  Review,
  ReviewCategoryScore,
  ReviewDistribution,
  SalesTool,
  Video,
  WorkExperience,
} from '@handlowo/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { users } from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { bearer } from '../../../testing/factories.ts';
import { missingOnboardingSteps } from '../../onboarding/freelancer/onboarding-completeness.ts';
import { generateScaleData, type ScaleDataResult } from './generate-scale-data.ts';
import { GENERATED_HASH } from './scale-sql.ts';

const SIZE = { freelancers: 200, investors: 40, fullProfiles: 20, mockInvestors: 10 };

let app: FastifyInstance;
let adminToken: string;
let result: ScaleDataResult;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function get(url: string): Promise<unknown> {
  const res = await app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(adminToken) });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
  return res.json();
}

beforeAll(async () => {
  app = await buildTestApp();
  // The bootstrap admin views the profiles, as the benchmark does (no password hashing here).
  const [admin] = await app.db.select().from(users).where(eq(users.role, 'ADMIN')).limit(1);
  if (!admin) throw new Error('the seeded database has no admin');
  adminToken = app.issueToken(admin);
  result = await generateScaleData(app, SIZE);
}, 30_000);

afterAll(async () => {
  await app?.close();
});

describe('generateScaleData', () => {
  it('returns the counts that are in the database', async () => {
    const [db] = await rows<{
      freelancers: number;
      investors: number;
      mocks: number;
      orders: number;
    }>(sql`
      select
        (select count(*)::int from users where password_hash = ${GENERATED_HASH} and role = 'FREELANCER') as freelancers,
        (select count(*)::int from users where password_hash = ${GENERATED_HASH} and role = 'INVESTOR' and not is_mock) as investors,
        (select count(*)::int from users where password_hash = ${GENERATED_HASH} and is_mock) as mocks,
        (select count(*)::int from orders o join users u on u.id = o.investor_id
         where u.password_hash = ${GENERATED_HASH}) as orders`);
    expect(result.counts).toEqual({
      freelancers: SIZE.freelancers,
      investors: SIZE.investors,
      fullProfiles: SIZE.fullProfiles,
      orders: db?.orders,
    });
    expect(db).toMatchObject({ freelancers: SIZE.freelancers, investors: SIZE.investors });
    expect(db?.mocks).toBe(SIZE.mockInvestors);
    expect(result.fullProfileIds).toHaveLength(SIZE.fullProfiles);
    expect(result.seconds).toBeGreaterThan(0);
  });

  it('marks every account verified, so that none is held back at login (issue 24)', async () => {
    const [unverified] = await rows<{ n: number }>(sql`
      select count(*)::int as n from users
      where password_hash = ${GENERATED_HASH} and email_verified_at is null`);
    expect(unverified?.n).toBe(0);
  });

  it('stores only companies that the one company rule accepts (issue 28)', async () => {
    const companies = await rows<{ company: string | null }>(sql`
      select distinct company from users where password_hash = ${GENERATED_HASH}`);
    expect(companies.length).toBeGreaterThan(1);
    for (const { company } of companies) expect(optionalCompanyField.parse(company)).toBe(company);
  });

  it('writes orders in every status with guardians, services and assigned freelancers', async () => {
    const byStatus = await rows<{
      status: string;
      orders: number;
      services: number;
      assigned: number;
      rated: number;
    }>(sql`
      select o.status, count(distinct o.id)::int as orders, count(a.id)::int as services, count(a.freelancer_id)::int as assigned, count(a.score)::int as rated
      from orders o join users u on u.id = o.investor_id left join order_activities a on a.order_id = o.id
      where u.password_hash = ${GENERATED_HASH} group by o.status`);
    const of = (status: string) => byStatus.find((row) => row.status === status);
    expect(byStatus.map((row) => row.status).sort()).toEqual([...orderStatus.keys].sort());
    for (const status of ['ACTIVE', 'REALIZED']) {
      const row = of(status);
      expect(row?.services).toBeGreaterThan(0);
      expect(row?.assigned, `${status}: every service has its freelancer`).toBe(row?.services);
    }
    expect(of('REALIZED')?.rated).toBeGreaterThan(0);
    expect(of('ACTIVE')?.rated).toBe(0);
    const [guardians] = await rows<{ unguarded: number; guardedNew: number }>(sql`
      select count(*) filter (where o.status <> 'NEW' and o.admin_id is null)::int as "unguarded",
             count(*) filter (where o.status = 'NEW' and o.admin_id is not null)::int as "guardedNew"
      from orders o join users u on u.id = o.investor_id where u.password_hash = ${GENERATED_HASH}`);
    expect(guardians).toEqual({ unguarded: 0, guardedNew: 0 });
  });

  it('fills every section of a full profile, valid against the contract', async () => {
    const sample = [
      result.fullProfileIds[0],
      result.fullProfileIds[7],
      result.fullProfileIds.at(-1),
    ];
    for (const id of sample) {
      const data = FreelancerData.parse(await get(`/freelancer/me/${id}`));
      expect(data.isOnboardingPassed).toBe(true);
      expect(missingOnboardingSteps(data)).toEqual([]);
      expect(data.selectedActivities.length).toBeGreaterThanOrEqual(3);

      const bar = FreelancerBar.parse(await get(`/freelancer/bar/${id}`));
      expect(bar.localization?.city).toBeTruthy();
      expect(bar.workingArea).not.toBeNull();
      expect(bar.languagesLevel.map((l) => l.language)).toContain('POLISH');

      const about = AboutInfo.parse(await get(`/about/freelancer/${id}`));
      expect(about.about?.length).toBeGreaterThan(50);
      for (const url of [
        `/user/avatar/${id}`,
        `/user/avatar/${id}?size=small`,
        `/freelancer/backgroundPicture/${id}`,
      ]) {
        expect(Picture.parse(await get(url)).pictureData).toMatch(/^data:image\/webp;base64,/);
      }
      const portfolio = z
        .array(PortfolioItem)
        .parse(await get(`/freelancer/${id}/portfolios?size=small`));
      expect(portfolio).toHaveLength(3);
      expect(z.array(Certificate).parse(await get(`/certificate/freelancer/${id}`))).toHaveLength(
        3,
      );
      expect(
        z.array(WorkExperience).parse(await get(`/workExperience/freelancer/${id}`)).length,
      ).toBeGreaterThanOrEqual(2);
      expect(
        z.array(Education).parse(await get(`/freelancer/education/${id}`)).length,
      ).toBeGreaterThanOrEqual(1);
      expect(
        z.array(SalesTool).parse(await get(`/freelancer/tools/${id}`)).length,
      ).toBeGreaterThanOrEqual(3);
      expect(
        z.array(FreelancerActivity).parse(await get(`/activities/freelancer/${id}`)).length,
      ).toBeGreaterThanOrEqual(3);
      z.array(Video).parse(await get(`/video/freelancer/${id}`));
      const reviews = z.array(Review).parse(await get(`/opinions/freelancer/${id}`));
      z.array(ReviewCategoryScore).parse(await get(`/opinions/freelancer/general/${id}`));
      z.array(ReviewDistribution).parse(await get(`/opinions/freelancer/distribution/${id}`));
      expect(bar.count).toBe(reviews.length);
      // The realised services go round the full profiles: each has reviews, so points.
      expect(reviews.length).toBeGreaterThan(0);
      expect(bar.points).toBeGreaterThan(0);
      expect(bar.rate).toBeGreaterThanOrEqual(1);
    }
  });

  it('serves the admin tables over the generated accounts, page by page', async () => {
    for (const page of [0, 1, 3]) {
      const freelancers = FreelancerPage.parse(
        await get(`/admin-panel/freelancers?page=${page}&size=50`),
      );
      expect(freelancers.content).toHaveLength(50);
      expect(freelancers.totalElements).toBeGreaterThanOrEqual(SIZE.freelancers);
      const investors = InvestorPage.parse(
        await get(`/admin-panel/investors?page=${page}&size=10`),
      );
      expect(investors.content).toHaveLength(10);
      // The temporary investors are left out of the table.
      expect(investors.totalElements).toBeGreaterThanOrEqual(SIZE.investors);
      expect(investors.totalElements).toBeLessThan(SIZE.investors + SIZE.mockInvestors);
    }
  });

  it('refuses to run again without reset, and with reset writes the same data again', async () => {
    await expect(generateScaleData(app, SIZE)).rejects.toThrow(/--reset/);
    const emails = async () =>
      (
        await rows<{ email: string }>(sql`
        select email from users where password_hash = ${GENERATED_HASH} order by email`)
      ).map((r) => r.email);
    const before = await emails();
    const again = await generateScaleData(app, { ...SIZE, reset: true });
    expect(again.counts).toEqual(result.counts);
    expect(await emails()).toEqual(before);
    // The old rows are gone: the new ids follow the old ones.
    expect(Math.min(...again.fullProfileIds)).toBeGreaterThan(Math.max(...result.fullProfileIds));
  });
});
