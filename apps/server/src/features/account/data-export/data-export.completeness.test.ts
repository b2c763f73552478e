import { DATA_EXPORT_JSON_NAME, type DataExport } from '@handlowo/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freelancers, pictures, videos } from '../../../db/schema/index.ts';
import { referenceReader } from '../../../testing/access/actors.ts';
import {
  type DatabaseShape,
  readDatabaseShape,
  takeSnapshot,
} from '../../../testing/access/db-snapshot.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { talkInOrder } from './conversation-fixtures.ts';
import { type Downloaded, download, storedHash } from './export-download.ts';
import {
  type FilledUser,
  filledAdmin,
  filledFreelancer,
  filledInvestor,
  realizeOrder,
} from './export-fixtures.ts';
import { FOLLOWED } from './export-ownership.ts';
import { walkUserRows } from './export-walk.ts';
import { notifiedUser } from './notification-fixtures.ts';

/*
 * Completeness: two users of each role with every section filled through the API. Each export
 * must hold every row of its user the database has (found by walking the foreign keys from
 * `users`, so a new table fails here until the export carries it) and nothing of anyone else.
 */

let app: FastifyInstance;
let shape: DatabaseShape;
type Role = 'freelancers' | 'investors' | 'admins';
const pairs = new Map<Role, [FilledUser, FilledUser]>();
const pairOf = (role: Role) => pairs.get(role) as [FilledUser, FilledUser];
const everyone = () => [...pairs.values()].flat();
const exports = new Map<number, Downloaded>();
const seen = new Set<string>();

beforeAll(async () => {
  app = await buildTestApp();
  shape = await readDatabaseShape(app.db);
  const read = referenceReader(app);
  const f1 = await filledFreelancer(app, read, { firstName: 'Bogumiła', lastName: 'Zawadzka' });
  const f2 = await filledFreelancer(app, read, { firstName: 'Wiesław', lastName: 'Ostrowski' });
  const a1 = await filledAdmin(app, { firstName: 'Kunegunda', lastName: 'Wróblewska' });
  const a2 = await filledAdmin(app, { firstName: 'Teodor', lastName: 'Lisiecki' });
  const i1 = await filledInvestor(app, read, { firstName: 'Eustachy', lastName: 'Grabowiecki' });
  const i2 = await filledInvestor(app, read, { firstName: 'Genowefa', lastName: 'Pawlikowska' });
  // Each freelancer works for both investors, each investor's order has its own guardian.
  await realizeOrder(app, a1, i1, [f1, f2]);
  await realizeOrder(app, a2, i2, [f2, f1]);
  // And everyone talks in the order's conversation (issue 26).
  await talkInOrder(app, a1, i1, [f1, f2]);
  await talkInOrder(app, a2, i2, [f2, f1]);
  for (const [user, role] of [
    [f1, 'FREELANCER'],
    [f2, 'FREELANCER'],
    [i1, 'INVESTOR'],
    [i2, 'INVESTOR'],
    [a1, 'ADMIN'],
    [a2, 'ADMIN'],
  ] as const) {
    await notifiedUser(app, user, role);
  }
  pairs.set('freelancers', [f1, f2]);
  pairs.set('investors', [i1, i2]);
  pairs.set('admins', [a1, a2]);
  for (const user of everyone()) exports.set(user.id, await download(app, user.token));
}, 120_000);
afterAll(() => app?.close());

const exportOf = (user: FilledUser) => exports.get(user.id) as Downloaded;

describe.each(['freelancers', 'investors', 'admins'] as const)('%s', (role) => {
  it('export every row of their own and none of the other', async () => {
    const snapshot = await takeSnapshot(app.db, shape);
    const [a, b] = pairOf(role);
    for (const [owner, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const { data } = exportOf(owner);
      const mine = walkUserRows(snapshot, shape, owner.id, data, 'all');
      const theirs = walkUserRows(snapshot, shape, other.id, data, 'none');
      for (const key of mine.seen) seen.add(key);
      expect([...mine.problems, ...theirs.problems]).toEqual([]);
    }
  });

  it('show nothing of the other: e-mail, names, texts, shared texts, files', async () => {
    const [a, b] = pairOf(role);
    for (const [owner, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const { data, entries } = exportOf(owner);
      const text = JSON.stringify(data);
      const foreign = [
        ...other.markers,
        other.firstName,
        other.lastName,
        ...other.shared.filter((t) => !owner.shared.includes(t)),
      ];
      expect(foreign.filter((t) => text.includes(t))).toEqual([]);
      const otherFiles = await filesOf(other.id);
      expect(entries.filter((e) => otherFiles.has(e.sha256)).map((e) => e.name)).toEqual([]);
    }
  });
});

/** The hashes of every file a user's rows name (both renditions of pictures). */
async function filesOf(userId: number): Promise<Set<string>> {
  const keys = [
    ...(await app.db.select().from(pictures).where(eq(pictures.userId, userId))).flatMap((p) =>
      p.smallStorageKey ? [p.storageKey, p.smallStorageKey] : [p.storageKey],
    ),
    ...(await app.db.select().from(videos).where(eq(videos.freelancerId, userId))).map(
      (v) => v.storageKey,
    ),
    ...(await app.db.select().from(freelancers).where(eq(freelancers.userId, userId))).flatMap(
      (f) => (f.aboutVideoKey ? [f.aboutVideoKey] : []),
    ),
  ];
  return new Set(await Promise.all(keys.map((key) => storedHash(app, key))));
}

it('shows no one else’s private data in any export (other people appear by id only)', () => {
  for (const owner of everyone()) {
    const { data } = exportOf(owner);
    // Reviews show their author's name as the profile does: the only names of others allowed.
    // Notifications keep what the bell told the user (a guardian's or freelancer's name, the
    // investor's company): the other exception (docs/data-export.md).
    const rest: Omit<DataExport, 'reviewsReceived' | 'notifications'> & {
      reviewsReceived?: unknown;
      notifications?: unknown;
    } = { ...data };
    delete rest.reviewsReceived;
    delete rest.notifications;
    const text = JSON.stringify(rest);
    const all = JSON.stringify({ ...data, notifications: [] });
    for (const other of everyone()) {
      if (other === owner) continue;
      expect(
        other.markers.filter((t) => all.includes(t)),
        `${other.email} in ${owner.email}`,
      ).toEqual([]);
      expect([other.firstName, other.lastName].filter((t) => text.includes(t))).toEqual([]);
    }
  }
});

it('fills every section of the export in this test (so the checks above check something)', () => {
  expect([...seen].sort()).toEqual(['users', ...Object.keys(FOLLOWED), ...childKeys()].sort());
  // Registered investors have not set a password yet (the activation link is in their mail),
  // so they have never logged in either.
  for (const user of everyone()) {
    const { account, loginAddresses } = exportOf(user).data;
    const loggedIn = account.role !== 'INVESTOR';
    expect(account.hasPassword).toBe(loggedIn);
    expect(account.isTemporary).toBe(false);
    expect(loginAddresses.map((a) => a.address)).toEqual(
      loggedIn ? user.markers.filter((m) => m.startsWith('10.77.')) : [],
    );
  }
});

function childKeys(): string[] {
  const keys = new Set<string>();
  const collect = (children: (typeof FOLLOWED)[string]['children']) => {
    for (const [key, child] of Object.entries(children ?? {})) {
      if ('skip' in child) continue;
      keys.add(key);
      collect(child.children);
    }
  };
  for (const entry of Object.values(FOLLOWED)) collect(entry.children);
  return [...keys];
}

describe('the ZIP', () => {
  it('holds dane.json first (deflated), then exactly the files the JSON names, stored byte for byte', async () => {
    for (const user of everyone()) {
      const { data, entries } = exportOf(user);
      expect(entries[0]).toMatchObject({ name: DATA_EXPORT_JSON_NAME, compressionMethod: 8 });
      const files = [
        ...data.pictures.map((p) => p.file),
        ...data.videos.map((v) => v.file),
        ...(data.freelancer ? [data.freelancer.aboutVideo] : []),
      ];
      expect(files).not.toContain(null);
      expect(entries.slice(1).map((e) => e.name)).toEqual(files);
      for (const entry of entries.slice(1)) expect(entry.compressionMethod).toBe(0);
      const keys = await mainKeysOf(user.id, data);
      for (const entry of entries.slice(1)) {
        const key = keys.get(entry.name);
        expect(key, entry.name).toBeDefined();
        expect(entry.sha256, entry.name).toBe(await storedHash(app, key as string));
      }
    }
  });

  it('names the files after what they are', () => {
    const { data } = exportOf(pairOf('freelancers')[0]);
    const names = [
      ...data.pictures.map((p) => p.file),
      ...data.videos.map((v) => v.file),
      data.freelancer?.aboutVideo,
    ];
    const portfolio = data.pictures.filter((p) => p.kind === 'PORTFOLIO').map((p) => p.id);
    expect(names).toEqual([
      'media/avatar.webp',
      'media/background.webp',
      ...portfolio.map((id) => `media/portfolio-${id}.webp`),
      `media/video-${data.videos[0]?.id}.mp4`,
      'media/about-video.mp4',
    ]);
    expect(exportOf(pairOf('admins')[0]).data.pictures.map((p) => p.file)).toEqual([
      'media/avatar.webp',
    ]);
  });
});

/** ZIP path → the main storage key of the row the JSON names it for. */
async function mainKeysOf(userId: number, data: DataExport): Promise<Map<string, string>> {
  const keys = new Map<string, string>();
  const pictureRows = await app.db.select().from(pictures).where(eq(pictures.userId, userId));
  for (const p of data.pictures) {
    const row = pictureRows.find((r) => r.id === p.id);
    if (row && p.file) keys.set(p.file, row.storageKey);
  }
  const videoRows = await app.db.select().from(videos).where(eq(videos.freelancerId, userId));
  for (const v of data.videos) {
    const row = videoRows.find((r) => r.id === v.id);
    if (row && v.file) keys.set(v.file, row.storageKey);
  }
  const [profile] = await app.db.select().from(freelancers).where(eq(freelancers.userId, userId));
  const about = data.freelancer?.aboutVideo;
  if (about && profile?.aboutVideoKey) keys.set(about, profile.aboutVideoKey);
  return keys;
}
