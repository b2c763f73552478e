import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { orderMessageAttachments, orderMessages } from '../db/schema/index.ts';

const listing = async (dir: string) => {
  try {
    return (await readdir(dir)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
};

/**
 * What the app's media storage holds on disk: the stored objects, the storage's temporary files
 * and the uploads' scratch files (both must be empty between requests).
 */
export async function mediaFolder(app: FastifyInstance) {
  const media = path.join(app.config.dataDir, 'media');
  return {
    stored: (await listing(media)).filter((name) => name !== '.tmp'),
    temporary: [
      ...(await listing(path.join(media, '.tmp'))),
      ...(await listing(path.join(app.config.dataDir, 'upload-scratch'))),
    ],
  };
}

/**
 * Every key the database names: pictures (both renditions), videos, about videos and the
 * attachments of messages not deleted (a deleted message's files go after its commit).
 */
export async function referencedKeys(app: FastifyInstance): Promise<string[]> {
  const [pictures, freelancers, videos, attachments] = await Promise.all([
    app.db.query.pictures.findMany(),
    app.db.query.freelancers.findMany({ columns: { aboutVideoKey: true } }),
    app.db.query.videos.findMany({ columns: { storageKey: true } }),
    app.db
      .select({ storageKey: orderMessageAttachments.storageKey })
      .from(orderMessageAttachments)
      .innerJoin(orderMessages, eq(orderMessages.id, orderMessageAttachments.messageId))
      .where(isNull(orderMessages.deletedAt)),
  ]);
  return [
    ...pictures.flatMap((p) => [p.storageKey, ...(p.smallStorageKey ? [p.smallStorageKey] : [])]),
    ...freelancers.flatMap((f) => (f.aboutVideoKey ? [f.aboutVideoKey] : [])),
    ...videos.map((v) => v.storageKey),
    ...attachments.map((a) => a.storageKey),
  ].sort();
}

/**
 * The folder holds exactly the files the database names, and no temporary file: nothing was
 * left behind, nothing a row needs is gone.
 */
export async function expectMediaConsistent(app: FastifyInstance): Promise<string[]> {
  const keys = await referencedKeys(app);
  expect(await mediaFolder(app)).toEqual({ stored: keys, temporary: [] });
  return keys;
}
