import type { FastifyInstance } from 'fastify';

/** What `npm run demo` writes by default (issue 11). */
export const DEMO_DEFAULTS = { seed: 2026, freelancers: 60, investors: 20, admins: 3 } as const;

export interface DemoDataOptions {
  seed?: number;
  freelancers?: number;
  investors?: number;
  admins?: number;
  log?: (line: string) => void;
}

export type DemoRole = 'FREELANCER' | 'INVESTOR' | 'ADMIN';

export interface DemoLogin {
  role: DemoRole;
  email: string;
  password: string;
  /** First and last name, for the log line. */
  name: string;
}

export interface DemoDataResult {
  /** One login per role, printed by `npm run demo`. */
  logins: DemoLogin[];
  counts: { freelancers: number; investors: number; admins: number; orders: number };
  seconds: number;
}

/**
 * Writes the demo marketplace into the app's database and media storage (a ready app on a
 * migrated, seeded, otherwise empty database). Deterministic for a seed.
 */
export async function generateDemoData(
  _app: FastifyInstance,
  _options: DemoDataOptions = {},
): Promise<DemoDataResult> {
  throw new Error('generateDemoData: being written (issue 11)');
}
