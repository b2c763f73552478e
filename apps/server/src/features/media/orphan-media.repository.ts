import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  freelancers,
  orderMessageAttachments,
  orderMessages,
  pictures,
  videos,
} from '../../db/schema/index.ts';

/**
 * Every column that names a media object. A new one must be added here, or the orphan sweep
 * deletes its files an hour after they are stored (a test compares this list with the schema).
 */
export const MEDIA_KEY_COLUMNS: readonly PgColumn[] = [
  pictures.storageKey,
  pictures.smallStorageKey,
  videos.storageKey,
  freelancers.aboutVideoKey,
  orderMessageAttachments.storageKey,
];

/**
 * Columns whose rows may name a key without needing its file any more, and the condition under
 * which they still do. A deleted message keeps its row (the thread shows 'usunięto wiadomość')
 * and may keep its attachments' rows; their files are deleted after the commit, and when that
 * deletion failed, the sweep finishes it. (A deleted order takes its rows with it.)
 */
const STILL_NEEDED = new Map<PgColumn, SQL>([
  [
    orderMessageAttachments.storageKey,
    sql`not exists (select 1 from ${orderMessages} where ${orderMessages.id} = ${orderMessageAttachments.messageId} and ${orderMessages.deletedAt} is not null)`,
  ],
]);

/** Which of `keys` a row names (one indexed lookup per column). */
export async function findNamedKeys(db: Executor, keys: readonly string[]): Promise<Set<string>> {
  const named = new Set<string>();
  if (keys.length === 0) return named;
  for (const column of MEDIA_KEY_COLUMNS) {
    const rows = await db
      .select({ key: column })
      .from(column.table)
      .where(and(inArray(column, [...keys]), STILL_NEEDED.get(column)));
    for (const { key } of rows) if (typeof key === 'string') named.add(key);
  }
  return named;
}
