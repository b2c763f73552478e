import { inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { freelancers, pictures, videos } from '../../db/schema/index.ts';

/**
 * Every column that names a media object. A new one must be added here, or the orphan sweep
 * deletes its files an hour after they are stored (a test compares this list with the schema).
 */
export const MEDIA_KEY_COLUMNS: readonly PgColumn[] = [
  pictures.storageKey,
  pictures.smallStorageKey,
  videos.storageKey,
  freelancers.aboutVideoKey,
];

/** Which of `keys` a row names (one indexed lookup per column). */
export async function findNamedKeys(db: Executor, keys: readonly string[]): Promise<Set<string>> {
  const named = new Set<string>();
  if (keys.length === 0) return named;
  for (const column of MEDIA_KEY_COLUMNS) {
    const rows = await db
      .select({ key: column })
      .from(column.table)
      .where(inArray(column, [...keys]));
    for (const { key } of rows) if (typeof key === 'string') named.add(key);
  }
  return named;
}
