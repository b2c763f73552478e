import type { FastifyBaseLogger } from 'fastify';
import { extensionOf, type MediaStorage } from '../../media/media-storage.ts';
import type { ExportRows } from './data-export.repository.ts';

/** A stored file the export names: its key and its path in the ZIP without the extension. */
interface MediaRef {
  key: string;
  base: string;
  mtime: Date;
}

/** A file that is in storage and goes into the ZIP. */
export interface ZipMediaEntry {
  key: string;
  /** e.g. `media/avatar.webp`. */
  path: string;
  /** As storage reported it; the ZIP checks the stream delivers exactly this many bytes. */
  size: number;
  mtime: Date;
}

export interface LocatedMedia {
  /** The files to stream, in the ZIP's order. */
  entries: ZipMediaEntry[];
  /** The path in the ZIP of a stored key, or null when the file is missing. */
  fileOf(key: string | null | undefined): string | null;
}

const PICTURE_NAMES = { AVATAR: 'avatar', BACKGROUND: 'background', PORTFOLIO: 'portfolio' };

/** Every file the rows name, main renditions only (the small ones are derived from them). */
function mediaRefs(rows: ExportRows): MediaRef[] {
  const refs: MediaRef[] = rows.pictures.map((p) => ({
    key: p.storageKey,
    base: `media/${PICTURE_NAMES[p.kind]}${p.kind === 'PORTFOLIO' ? `-${p.id}` : ''}`,
    mtime: p.createdAt,
  }));
  for (const v of rows.videos) {
    refs.push({ key: v.storageKey, base: `media/video-${v.id}`, mtime: v.createdAt });
  }
  const about = rows.freelancer?.aboutVideoKey;
  if (about && rows.freelancer) {
    refs.push({ key: about, base: 'media/about-video', mtime: rows.freelancer.updatedAt });
  }
  return refs;
}

/**
 * Checks which of the user's files are in storage (one stat each, before the ZIP starts, so the
 * JSON can say which are missing). A missing file is logged and left out; the rest is exported.
 * A storage failure other than "missing" fails the export (nothing has been sent yet).
 */
export async function locateMedia(
  storage: MediaStorage,
  rows: ExportRows,
  log: FastifyBaseLogger,
): Promise<LocatedMedia> {
  const refs = mediaRefs(rows);
  const infos = await Promise.all(refs.map((ref) => storage.stat(ref.key)));
  const paths = new Map<string, string>();
  const entries: ZipMediaEntry[] = [];
  refs.forEach((ref, i) => {
    const info = infos[i];
    if (!info) {
      log.warn({ userId: rows.account.id, key: ref.key }, 'data export: stored file missing');
      return;
    }
    if (paths.has(ref.key)) return;
    const path = `${ref.base}.${extensionOf(ref.key)}`;
    paths.set(ref.key, path);
    entries.push({ key: ref.key, path, size: info.size, mtime: ref.mtime });
  });
  return { entries, fileOf: (key) => (key ? (paths.get(key) ?? null) : null) };
}
