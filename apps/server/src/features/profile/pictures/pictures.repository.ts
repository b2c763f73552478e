import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { preparedPerDatabase } from '../../../db/prepared.ts';
import { type PictureKind, type PictureRow, pictures } from '../../../db/schema/media.ts';
import { users } from '../../../db/schema/users.ts';

/** Kinds with at most one picture per user (the partial unique index of the schema). */
export type SinglePictureKind = Extract<PictureKind, 'AVATAR' | 'BACKGROUND'>;

export interface OwnerWithPicture {
  role: string;
  picture: Pick<PictureRow, 'id' | 'storageKey' | 'smallStorageKey'> | null;
}

const findOwnerWithPictureStatement = preparedPerDatabase('owner_with_picture', (db) =>
  db
    .select({
      role: users.role,
      id: pictures.id,
      storageKey: pictures.storageKey,
      smallStorageKey: pictures.smallStorageKey,
    })
    .from(users)
    .leftJoin(
      pictures,
      and(eq(pictures.userId, users.id), eq(pictures.kind, sql.placeholder('kind'))),
    )
    .where(eq(users.id, sql.placeholder('userId'))),
);

/** The user (to tell "no such user" from "no picture") and their picture of `kind`, one query. */
export async function findOwnerWithPicture(
  db: Executor,
  userId: number,
  kind: SinglePictureKind,
): Promise<OwnerWithPicture | undefined> {
  const [row] = await findOwnerWithPictureStatement(db).execute({ userId, kind });
  if (!row) return undefined;
  const { role, id, storageKey, smallStorageKey } = row;
  return {
    role,
    picture: id !== null && storageKey !== null ? { id, storageKey, smallStorageKey } : null,
  };
}

export type NewPicture = Omit<typeof pictures.$inferInsert, 'id' | 'createdAt' | 'userId' | 'kind'>;

/** The storage keys a removed or replaced picture held (to delete after the commit). */
export type FormerKeys = string[];

const keysOf = (row: { storageKey: string; smallStorageKey: string | null } | undefined) =>
  row ? [row.storageKey, ...(row.smallStorageKey ? [row.smallStorageKey] : [])] : [];

/** Creates or replaces the user's picture of `kind`; run inside a transaction after the lock. */
export async function replacePicture(
  tx: Executor,
  userId: number,
  kind: SinglePictureKind,
  picture: NewPicture,
): Promise<FormerKeys> {
  const [old] = await tx
    .select({ storageKey: pictures.storageKey, smallStorageKey: pictures.smallStorageKey })
    .from(pictures)
    .where(and(eq(pictures.userId, userId), eq(pictures.kind, kind)));
  const values = { ...picture, smallStorageKey: picture.smallStorageKey ?? null };
  if (old) {
    await tx
      .update(pictures)
      .set({ ...values, createdAt: new Date() })
      .where(and(eq(pictures.userId, userId), eq(pictures.kind, kind)));
  } else {
    await tx.insert(pictures).values({ ...values, userId, kind });
  }
  return keysOf(old);
}

/** Deletes the user's picture of `kind`, if any. */
export async function deletePicture(
  tx: Executor,
  userId: number,
  kind: SinglePictureKind,
): Promise<FormerKeys> {
  const [old] = await tx
    .delete(pictures)
    .where(and(eq(pictures.userId, userId), eq(pictures.kind, kind)))
    .returning({ storageKey: pictures.storageKey, smallStorageKey: pictures.smallStorageKey });
  return keysOf(old);
}
