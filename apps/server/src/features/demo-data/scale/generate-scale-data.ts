import type { FastifyInstance } from 'fastify';

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

/**
 * Bulk data through the database layer (multi-row INSERT … SELECT / COPY), for the benchmarks.
 * Deterministic in the row number.
 */
export async function generateScaleData(
  _app: FastifyInstance,
  _options: ScaleDataOptions = {},
): Promise<ScaleDataResult> {
  throw new Error('generateScaleData: being written (issue 11)');
}
