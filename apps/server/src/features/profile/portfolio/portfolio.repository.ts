import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { preparedPerDatabase } from '../../../db/prepared.ts';
import { type PictureRow, pictures } from '../../../db/schema/media.ts';
import { users } from '../../../db/schema/users.ts';
import { isFreelancerWithId } from '../../auth/user.repository.ts';

/*
 * Portfolio projects (D33–D36): pictures of kind PORTFOLIO with a title and a comment. Every
 * write names the owner and the kind in its `where`: another user's picture, or the caller's
 * avatar, matches no row, which the service answers 404.
 */

const isPortfolioOf = (userId: number, pictureId?: number) =>
  and(
    eq(pictures.userId, userId),
    eq(pictures.kind, 'PORTFOLIO'),
    pictureId === undefined ? undefined : eq(pictures.id, pictureId),
  );

/** What the list answers for one project. */
export type PortfolioRow = Pick<PictureRow, 'id' | 'storageKey' | 'smallStorageKey'> & {
  title: string;
  info: string;
};

const findPortfolioStatement = preparedPerDatabase('freelancer_portfolio', (db) =>
  db
    .select({
      id: pictures.id,
      storageKey: pictures.storageKey,
      smallStorageKey: pictures.smallStorageKey,
      title: pictures.title,
      info: pictures.info,
    })
    .from(users)
    // Left join: a freelancer without projects is one row with no picture, an unknown id no row.
    .leftJoin(pictures, and(eq(pictures.userId, users.id), eq(pictures.kind, 'PORTFOLIO')))
    .where(isFreelancerWithId(sql.placeholder('freelancerId')))
    .orderBy(asc(pictures.createdAt), asc(pictures.id)),
);

/**
 * The freelancer's projects in the order they were added (oldest first, id breaks ties), in one
 * statement that also tells whether the id is a freelancer's: undefined when it is not.
 */
export async function findPortfolio(
  db: Executor,
  freelancerId: number,
): Promise<PortfolioRow[] | undefined> {
  const rows = await findPortfolioStatement(db).execute({ freelancerId });
  if (rows.length === 0) return undefined;
  return rows.flatMap(({ id, storageKey, smallStorageKey, title, info }) =>
    id === null || storageKey === null
      ? []
      : [{ id, storageKey, smallStorageKey, title: title ?? '', info: info ?? '' }],
  );
}

/** How many projects the freelancer has (unlocked: the early check before an upload is read). */
export async function countPortfolio(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pictures).where(isPortfolioOf(userId));
  return row?.n ?? 0;
}

export type NewPortfolioPicture = Omit<
  typeof pictures.$inferInsert,
  'id' | 'createdAt' | 'kind' | 'title' | 'info'
> & { title: string; info: string };

export async function insertPortfolioPicture(
  tx: Executor,
  picture: NewPortfolioPicture,
): Promise<PortfolioRow> {
  const [row] = await tx
    .insert(pictures)
    .values({ ...picture, kind: 'PORTFOLIO' })
    .returning({
      id: pictures.id,
      storageKey: pictures.storageKey,
      smallStorageKey: pictures.smallStorageKey,
    });
  if (!row) throw new Error('insert into pictures returned no row');
  return { ...row, title: picture.title, info: picture.info };
}

/** Whether the owner's project existed (and now has these texts). */
export async function updatePortfolioTexts(
  db: Executor,
  userId: number,
  pictureId: number,
  texts: { title: string; info: string },
): Promise<boolean> {
  const updated = await db
    .update(pictures)
    .set(texts)
    .where(isPortfolioOf(userId, pictureId))
    .returning({ id: pictures.id });
  return updated.length > 0;
}

/** Deletes the owner's project; the keys of its files (to delete after the commit), or undefined. */
export async function deletePortfolioPicture(
  db: Executor,
  userId: number,
  pictureId: number,
): Promise<string[] | undefined> {
  const [row] = await db
    .delete(pictures)
    .where(isPortfolioOf(userId, pictureId))
    .returning({ storageKey: pictures.storageKey, smallStorageKey: pictures.smallStorageKey });
  return row ? [row.storageKey, ...(row.smallStorageKey ? [row.smallStorageKey] : [])] : undefined;
}
