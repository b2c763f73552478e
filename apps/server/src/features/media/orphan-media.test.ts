import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { CreateMultipartUploadCommand } from '@aws-sdk/client-s3';
import { eq, getTableName, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import * as schema from '../../db/schema/index.ts';
import { freelancers, jobs, pictures, videos } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { mediumNames, partialObjects, plantInMedium } from '../../testing/media-files.ts';
import { TEMP_DIR_NAME } from './disk-media-storage.ts';
import { mediaDir } from './media.plugin.ts';
import { newMediaKey } from './media-storage.ts';
import { MEDIA_KEY_COLUMNS } from './orphan-media.repository.ts';
import { ORPHAN_AFTER_MS } from './orphan-media.ts';
import { scratchDir } from './scratch.ts';

/*
 * The hourly sweep of media no row names (issue 24, defect 3): what it deletes and keeps, with
 * files planted at known ages, and that its list of key columns is the schema's.
 */

const HOUR = 60 * 60 * 1000;

/** `table.column`, as PostgreSQL names them. */
const nameOf = (table: PgTable, column: string) => `${getTableName(table)}.${column}`;

/**
 * Text columns named `key` or `…_key` that hold something else than a media key. Any other such
 * column is taken to name a stored object (the schema's rule: `storage_key`, `about_video_key`).
 */
const NOT_MEDIA_KEYS = new Map([
  ['jobs.key', 'a job’s idempotency key (a schedule’s period, a mail’s identity)'],
  ['rate_limit_counters.key', 'the name of a throttle counter'],
]);

let app: FastifyInstance;
/** How far back `storedAged` dates an object, by key. */
const ages = new Map<string, number>();
beforeAll(async () => {
  app = await buildTestApp();
  // S3 sets an object's time itself: the listing the sweep reads is dated back instead, on both
  // storages alike (each one's own dates are checked by media-storage.test.ts).
  const list = app.media.list.bind(app.media);
  vi.spyOn(app.media, 'list').mockImplementation(async function* () {
    for await (const object of list()) {
      const age = ages.get(object.key) ?? 0;
      yield { ...object, storedAt: new Date(object.storedAt.getTime() - age) };
    }
  });
});
afterAll(() => app.close());

const schemaTables = () => Object.values(schema).filter((value) => is(value, PgTable));

describe('the key columns the sweep looks up', () => {
  const keyLike = () =>
    schemaTables().flatMap((table) =>
      getTableConfig(table)
        .columns.filter((c) => c.getSQLType() === 'text' && /(^|_)key$/.test(c.name))
        .map((c) => nameOf(table, c.name)),
    );
  const listed = () => MEDIA_KEY_COLUMNS.map((c) => nameOf(c.table, c.name)).sort();

  it('are every text column of the schema named *_key, except the known non-media ones', () => {
    const found = keyLike();
    // The exceptions still exist: a stale entry would hide a renamed media column.
    for (const exception of NOT_MEDIA_KEYS.keys()) expect(found).toContain(exception);
    const media = found.filter((name) => !NOT_MEDIA_KEYS.has(name)).sort();
    expect(media).toEqual(listed());
    expect(media.length).toBeGreaterThan(0);
  });

  it('each have an index in the schema (the sweep looks keys up every hour)', () => {
    for (const column of MEDIA_KEY_COLUMNS) {
      const leading = getTableConfig(column.table).indexes.map((index) => {
        const [first] = index.config.columns;
        return first && 'name' in first ? first.name : undefined;
      });
      expect(leading, nameOf(column.table, column.name)).toContain(column.name);
    }
  });

  it('each have that index in the migrated database (migration 0008)', async () => {
    const result = await app.db.execute(sql`
        select t.relname as "table", a.attname as "column"
        from pg_index i
        join pg_class t on t.oid = i.indrelid
        join pg_namespace n on n.oid = t.relnamespace
        join pg_attribute a on a.attrelid = t.oid and a.attnum = i.indkey[0]
        where n.nspname = 'public'`);
    const leading = z
      .object({ rows: z.array(z.object({ table: z.string(), column: z.string() })) })
      .parse(result)
      .rows.map((row) => `${row.table}.${row.column}`);
    for (const column of MEDIA_KEY_COLUMNS) {
      expect(leading).toContain(nameOf(column.table, column.name));
    }
  });
});

describe('the sweep of media no row names (job media.orphans)', () => {
  /** Stores a small object under a new key, listed as stored `ageMs` ago. */
  async function storedAged(ageMs: number): Promise<string> {
    const key = newMediaKey('webp');
    await app.media.put(key, Readable.from([Buffer.from('RIFF0000WEBP')]));
    ages.set(key, ageMs);
    return key;
  }

  /** Enters the scheduled jobs of the hour `now` falls in and runs them at `now`. */
  async function runSweepsAt(now: Date) {
    await app.jobs.schedule(now);
    await app.jobs.drain(() => now);
  }

  it('deletes old files no row names, keeps named and young ones', async () => {
    const old = ORPHAN_AFTER_MS + 60_000;
    const { user } = await createUser(app, { role: 'FREELANCER' });
    // One old file named by each key column: none of them may go.
    const [avatar, avatarSmall, video, aboutVideo] = await Promise.all([
      storedAged(old),
      storedAged(old),
      storedAged(old),
      storedAged(old),
    ]);
    if (!avatar || !avatarSmall || !video || !aboutVideo) throw new Error('not stored');
    await app.db.insert(pictures).values({
      userId: user.id,
      kind: 'AVATAR',
      storageKey: avatar,
      smallStorageKey: avatarSmall,
      contentType: 'image/webp',
      width: 512,
      height: 512,
      byteSize: 12,
    });
    await app.db.insert(videos).values({
      freelancerId: user.id,
      title: 'Film',
      storageKey: video,
      fileName: 'film.mp4',
      contentType: 'video/mp4',
      byteSize: 12,
    });
    await app.db.insert(freelancers).values({ userId: user.id, aboutVideoKey: aboutVideo });
    // A finished upload whose row never committed (the crash), and one still before its commit.
    const orphan = await storedAged(old);
    const young = await storedAged(ORPHAN_AFTER_MS - 60_000);
    // Not a media key: not the storage's object, never touched.
    await plantInMedium(app, 'README.txt', 'operator note');

    await runSweepsAt(new Date());

    expect(await mediumNames(app)).toEqual(
      ['README.txt', avatar, avatarSmall, video, aboutVideo, young].sort(),
    );
    const [run] = await app.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, 'media.orphans'))
      .orderBy(sql`${jobs.id} desc`)
      .limit(1);
    expect(run).toMatchObject({ state: 'DONE', payload: { removed: 1 } });
    expect(await app.media.stat(orphan)).toBeUndefined();
  });

  it('goes by the run’s clock: an hour later the young orphan goes too', async () => {
    const young = await storedAged(0);
    await runSweepsAt(new Date(Date.now() + 2 * HOUR));
    expect(await app.media.stat(young)).toBeUndefined();
  });
});

describe('the sweep of upload leftovers (job media.upload-leftovers)', () => {
  it('removes working files older than an hour by the run’s clock', async () => {
    // An app of its own: the shared one has run this hour's sweeps already.
    const own = await buildTestApp();
    try {
      const scratch = scratchDir(own.config.dataDir);
      await mkdir(scratch, { recursive: true });
      await writeFile(path.join(scratch, 'cut-off.upload'), 'x');
      // The storage's own partial object: a disk's temporary file, an S3 multipart upload.
      const bucket = own.mediaBucket;
      if (bucket) {
        await bucket.client.send(
          new CreateMultipartUploadCommand({ Bucket: bucket.bucket, Key: newMediaKey('mp4') }),
        );
      } else {
        const temp = path.join(mediaDir(own.config.dataDir), TEMP_DIR_NAME);
        await mkdir(temp, { recursive: true });
        await writeFile(path.join(temp, 'cut-off.part'), 'x');
      }
      const leftovers = async () => [...(await partialObjects(own)), ...(await readdir(scratch))];

      // This hour: under way, kept.
      const now = new Date();
      await own.jobs.schedule(now);
      await own.jobs.drain(() => now);
      expect(await leftovers()).toHaveLength(2);

      const later = new Date(now.getTime() + 2 * HOUR);
      await own.jobs.schedule(later);
      await own.jobs.drain(() => later);
      expect(await leftovers()).toEqual([]);
    } finally {
      await own.close();
    }
  });
});
