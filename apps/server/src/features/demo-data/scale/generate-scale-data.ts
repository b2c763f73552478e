import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { preparePicturePool } from './picture-pool.ts';
import * as q from './scale-sql.ts';

/** What `--scale` writes by default (issue 11): the benchmark's volumes. */
export const SCALE_DEFAULTS = {
  freelancers: 100_000,
  investors: 20_000,
  /** Freelancers among them with every profile section filled (the profile benchmark's). */
  fullProfiles: 10_000,
  mockInvestors: 500,
} as const;

export interface ScaleDataOptions {
  freelancers?: number;
  investors?: number;
  fullProfiles?: number;
  mockInvestors?: number;
  /** Delete earlier generated scale data first instead of refusing. */
  reset?: boolean;
  log?: (line: string) => void;
}

export interface ScaleDataResult {
  counts: { freelancers: number; investors: number; fullProfiles: number; orders: number };
  /** Ids of freelancers with a full profile (for the benchmark to open). */
  fullProfileIds: number[];
  seconds: number;
}

/** Refusal to write over earlier scale data (the CLI's --reset replaces it). */
export class ScaleDataExistsError extends Error {
  constructor(readonly accounts: number) {
    super(
      `the database holds ${accounts} generated scale accounts already: ` +
        'run with --reset to delete and write them again',
    );
    this.name = 'ScaleDataExistsError';
  }
}

/** Users inserted per statement: progress lines, and no single huge trigram index update. */
const USER_BATCH = 25_000;
/** Guardians of the generated orders. */
const ADMINS = 5;

interface Runner {
  rows<T>(text: string): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * Where the statements run. On PostgreSQL a connection of its own: the app's pool cancels any
 * statement after DATABASE_TIMEOUT_MS (5 s by default), and a bulk insert takes longer. On PGlite
 * (tests, small sizes) the app's database itself.
 */
async function openRunner(app: FastifyInstance): Promise<Runner> {
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
  if (!app.config.databaseUrl) {
    return {
      rows: async (text) => rowsOf(await app.db.execute(sql.raw(text))),
      close: async () => {},
    };
  }
  const client = new pg.Client({ connectionString: app.config.databaseUrl });
  await client.connect();
  const db = drizzle(client);
  // Bulk writes of data that can be generated again: no timeout, no waiting for the WAL flush.
  await db.execute(sql`set statement_timeout = 0`);
  await db.execute(sql`set synchronous_commit = off`);
  return {
    rows: async (text) => rowsOf(await db.execute(sql.raw(text))),
    close: () => client.end(),
  };
}

/**
 * Bulk data through the database layer (multi-row INSERT … SELECT), for the benchmarks: accounts
 * of every role, full freelancer profiles, investors' orders in every status with services,
 * guardians, freelancers and reviews. Deterministic in the row number. Refuses when generated
 * data exists already, unless `reset`.
 */
export async function generateScaleData(
  app: FastifyInstance,
  options: ScaleDataOptions = {},
): Promise<ScaleDataResult> {
  const freelancers = options.freelancers ?? SCALE_DEFAULTS.freelancers;
  const investors = options.investors ?? SCALE_DEFAULTS.investors;
  const fullProfiles = Math.min(options.fullProfiles ?? SCALE_DEFAULTS.fullProfiles, freelancers);
  const mockInvestors = options.mockInvestors ?? SCALE_DEFAULTS.mockInvestors;
  const log = options.log ?? (() => {});
  const started = performance.now();
  const runner = await openRunner(app);
  const step = async (label: string, statements: string | string[]) => {
    const from = performance.now();
    for (const statement of [statements].flat()) await runner.rows(statement);
    const took = ((performance.now() - from) / 1000).toFixed(1);
    const total = ((performance.now() - started) / 1000).toFixed(1);
    log(`[scale] ${label}: ${took} s (total ${total} s)`);
  };
  try {
    const [existing] = await runner.rows<{ count: number }>(q.countGenerated);
    if (existing && existing.count > 0) {
      if (!options.reset) throw new ScaleDataExistsError(existing.count);
      await step(`deleted ${existing.count} generated accounts`, q.deleteGenerated);
    }

    const pool = await preparePicturePool(app.media, {
      avatars: fullProfiles + freelancers / 2 + investors / 3,
      backgrounds: fullProfiles,
      portfolio: fullProfiles * 3,
    });
    log(`[scale] picture pool ready (${((performance.now() - started) / 1000).toFixed(1)} s)`);

    const groups = [
      {
        role: 'FREELANCER',
        first: q.FIRST_ROW.FREELANCER,
        count: freelancers,
        // Every full profile and six in ten of the others finished the onboarding.
        onboarded: `n <= ${fullProfiles} or n % 5 < 3`,
      },
      { role: 'INVESTOR', first: q.FIRST_ROW.INVESTOR, count: investors },
      { role: 'INVESTOR', first: q.FIRST_ROW.MOCK, count: mockInvestors, mock: true },
      { role: 'ADMIN', first: q.FIRST_ROW.ADMIN, count: ADMINS },
    ] as const;
    for (const group of groups) {
      const kind = 'mock' in group ? 'temporary investors' : `${group.role.toLowerCase()}s`;
      for (let from = group.first; from < group.first + group.count; from += USER_BATCH) {
        const to = Math.min(from + USER_BATCH, group.first + group.count) - 1;
        await step(
          `${kind} ${from - group.first + 1}–${to - group.first + 1}`,
          q.insertUsers({ ...group, from, to }),
        );
      }
    }

    await step('freelancers’ answers and profiles', q.insertFreelancerRows(fullProfiles));
    await step('onboarding lists (industries, sectors, services, tools)', [
      q.insertSubIndustries(fullProfiles),
      q.insertSectors(fullProfiles),
      q.insertActivities(fullProfiles),
      q.insertTools(fullProfiles),
    ]);
    await step('languages, certificates, experience, education', [
      q.insertLanguages(fullProfiles),
      q.insertCertificates(fullProfiles),
      q.insertWorkExperiences(fullProfiles),
      q.insertEducations(fullProfiles),
    ]);
    await step('avatars, backgrounds, portfolio', [
      q.insertAvatars(pool, fullProfiles),
      q.insertBackgrounds(pool, fullProfiles),
      q.insertPortfolio(pool, fullProfiles),
    ]);
    await step('investors’ answers and orders', [q.insertInvestorRows(), q.insertOrders()]);
    await step('order services', q.insertOrderActivities(fullProfiles));
    await step('reviews', [q.insertReviews(), q.updateOrderAverages()]);
    // Fresh statistics and visibility map: the planner and index-only scans see the new rows.
    await step('vacuum analyze', `vacuum analyze ${q.WRITTEN_TABLES.join(', ')}`);
    // The bulk load leaves about a gigabyte of WAL, whose checkpoint PostgreSQL would otherwise
    // spread over the next minutes, under whatever runs next (the benchmark's measured passes).
    try {
      await step('checkpoint', 'checkpoint');
    } catch (error) {
      if ((error as { cause?: { code?: string } }).cause?.code !== '42501') throw error;
      log('[scale] checkpoint skipped: the role may not run CHECKPOINT (pg_checkpoint)');
    }

    const [counts] = await runner.rows<{ freelancers: number; investors: number; orders: number }>(
      q.countWritten,
    );
    if (!counts) throw new Error('counting the generated rows returned nothing');
    const ids = await runner.rows<{ id: number }>(q.fullProfileIds(fullProfiles));
    const seconds = (performance.now() - started) / 1000;
    log(
      `[scale] ${counts.freelancers} freelancers (${ids.length} full profiles), ` +
        `${counts.investors} investors, ${counts.orders} orders in ${seconds.toFixed(1)} s`,
    );
    return {
      counts: { ...counts, fullProfiles: ids.length },
      fullProfileIds: ids.map((row) => row.id),
      seconds,
    };
  } finally {
    await runner.close();
  }
}
