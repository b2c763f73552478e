import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  type ServerProcess,
  startServerProcess,
} from '../../apps/server/src/testing/server-process.ts';

/*
 * A product of a spec's own, for a flow that needs the database changed behind the product's
 * back (an account registered days ago): the run's shared server keeps its embedded database
 * open, so nothing else can touch it. The same command as the shared one (`npm start`'s), on a
 * fresh data directory that the spec can open while the server is stopped.
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface OwnProduct {
  dataDir: string;
  /** Starts the product on the data directory (again); stop it before ageing an account. */
  start(): Promise<ServerProcess>;
  /** Stops whatever is running and removes the data directory. */
  dispose(): Promise<void>;
}

export async function ownProduct(): Promise<OwnProduct> {
  const dataDir = await mkdtemp(join(tmpdir(), 'handlowo-e2e-own-'));
  // The build the shared server serves (global-setup.ts reads the same variable).
  const webDist = resolve(root, process.env.E2E_WEB_DIST_DIR || 'apps/web/dist');
  let running: ServerProcess | undefined;
  return {
    dataDir,
    async start() {
      running = await startServerProcess({ dataDir, env: { WEB_DIST_DIR: webDist } });
      return running;
    },
    async dispose() {
      await running?.kill('SIGTERM');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * As if the account of `email` had registered `days` ago (login refuses an unverified account
 * from its 7th day, ADR 017). Only while the product is stopped: its embedded database is a
 * directory that one process at a time may open.
 */
export async function ageAccount(dataDir: string, email: string, days: number): Promise<void> {
  // pg_trgm: the users table has a trigram index, which the update has to maintain.
  const db = await PGlite.create(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  try {
    const { affectedRows } = await db.query(
      `update users set created_at = now() - make_interval(days => $1) where email = $2`,
      [days, email.toLowerCase()],
    );
    if (affectedRows !== 1) throw new Error(`no account ${email} in ${dataDir}`);
  } finally {
    await db.close();
  }
}
