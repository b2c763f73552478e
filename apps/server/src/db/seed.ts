import { seedReferenceDataIfChanged } from '../features/reference-data/seed/seed-reference-data.ts';
import type { Database } from './client.ts';

/**
 * Reference data every environment needs. Idempotent: run at every start after the migrations
 * and once into the test template. Each domain adds its own idempotent `seedX(db)` here; a
 * domain may skip its writes when the database already holds its current data.
 */
export async function seed(db: Database): Promise<void> {
  for (const seedDomain of domainSeeds) await seedDomain(db);
}

const domainSeeds: Array<(db: Database) => Promise<unknown>> = [seedReferenceDataIfChanged];
