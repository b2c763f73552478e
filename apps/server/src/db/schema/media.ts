import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const pictureKinds = ['AVATAR', 'BACKGROUND', 'PORTFOLIO'] as const;
export type PictureKind = (typeof pictureKinds)[number];

/**
 * Every stored picture: the avatar (any role), a freelancer's background and portfolio pictures.
 * The bytes live in the media storage under `storageKey` (re-encoded by the server); `pictureId`
 * of the API is `id`. A smaller rendition (the avatar for lists and the navbar, the portfolio
 * thumbnail) has its own key.
 */
export const pictures = pgTable(
  'pictures',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: pictureKinds }).notNull(),
    storageKey: text('storage_key').notNull(),
    smallStorageKey: text('small_storage_key'),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** A portfolio project's title and comment (D34, D35); null for the other kinds. */
    title: text('title'),
    info: text('info'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One avatar and one background per user: a replace is an upsert on this index.
    uniqueIndex('pictures_one_per_user_key')
      .on(t.userId, t.kind)
      .where(sql`${t.kind} in ('AVATAR', 'BACKGROUND')`),
    index('pictures_user_kind_idx').on(t.userId, t.kind),
    // The hourly sweep of media no row names looks keys up (features/media/orphan-media.ts).
    index('pictures_storage_key_idx').on(t.storageKey),
    index('pictures_small_storage_key_idx').on(t.smallStorageKey),
  ],
);

export type PictureRow = typeof pictures.$inferSelect;
