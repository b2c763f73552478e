import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { orderMessageAttachments, orderMessages } from '../db/schema/index.ts';
import { TEMP_DIR_NAME } from '../features/media/disk-media-storage.ts';
import { mediaDir } from '../features/media/media.plugin.ts';

const listing = async (dir: string) => {
  try {
    return (await readdir(dir)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
};

/** The keys of every object the app's storage holds, through the storage (disk or S3). */
export async function storedKeys(app: FastifyInstance): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of app.media.list()) keys.push(object.key);
  return keys.sort();
}

/**
 * Every name in the storage's medium, keys or not: the disk's folder (without its temporary
 * folder) or the whole bucket. What an operator would see.
 */
export async function mediumNames(app: FastifyInstance): Promise<string[]> {
  const bucket = app.mediaBucket;
  if (!bucket) {
    return (await listing(mediaDir(app.config.dataDir))).filter((name) => name !== TEMP_DIR_NAME);
  }
  const names: string[] = [];
  let token: string | undefined;
  do {
    const page = await bucket.client.send(
      new ListObjectsV2Command({ Bucket: bucket.bucket, ContinuationToken: token }),
    );
    names.push(...(page.Contents ?? []).map((object) => object.Key ?? ''));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return names.sort();
}

/** Puts a file that is not a key into the storage's medium, as an operator might. */
export async function plantInMedium(app: FastifyInstance, name: string, text: string) {
  const bucket = app.mediaBucket;
  if (!bucket) {
    await writeFile(path.join(mediaDir(app.config.dataDir), name), text);
    return;
  }
  await bucket.client.send(new PutObjectCommand({ Bucket: bucket.bucket, Key: name, Body: text }));
}

/** Uploads the storage has begun and not finished: the disk's `.tmp` files, S3's multipart. */
export async function partialObjects(app: FastifyInstance): Promise<string[]> {
  const bucket = app.mediaBucket;
  if (!bucket) return listing(path.join(mediaDir(app.config.dataDir), TEMP_DIR_NAME));
  const { Uploads = [] } = await bucket.client.send(
    new ListMultipartUploadsCommand({ Bucket: bucket.bucket }),
  );
  return Uploads.map((upload) => upload.Key ?? '').sort();
}

/**
 * What the app's media storage holds: the stored objects, the storage's partial objects and the
 * uploads' scratch files (both must be empty between requests). Through the storage, so that a
 * test runs on the disk and on S3 alike.
 */
export async function mediaFolder(app: FastifyInstance) {
  return {
    stored: await storedKeys(app),
    temporary: [
      ...(await partialObjects(app)),
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
 * The storage holds exactly the objects the database names, and no temporary file: nothing was
 * left behind, nothing a row needs is gone.
 */
export async function expectMediaConsistent(app: FastifyInstance): Promise<string[]> {
  const keys = await referencedKeys(app);
  expect(await mediaFolder(app)).toEqual({ stored: keys, temporary: [] });
  return keys;
}
