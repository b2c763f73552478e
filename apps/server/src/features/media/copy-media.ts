import type { MediaStorage } from './media-storage.ts';

/** Where a copy stands: objects looked at so far and what became of them. */
export interface CopyProgress {
  /** Objects of the source looked at. */
  seen: number;
  /** Copied (or, in a dry run, to be copied). */
  copied: number;
  /** Already at the target with the same size. */
  skipped: number;
  /** Bytes of the copied objects. */
  bytes: number;
}

export interface CopyOptions {
  from: MediaStorage;
  to: MediaStorage;
  /** Only count what would be copied. */
  dryRun?: boolean;
  /** Called after each object (the CLI draws its progress line from it). */
  onProgress?: (progress: CopyProgress) => void;
}

/**
 * Copies every object of `from` that `to` lacks or holds with another size (ADR 025: moving the
 * media from the disk to S3 or back). Idempotent: a second run copies nothing. Resumable: the
 * target shows an object only once it is complete (both storages' `put`), so a run cut off
 * anywhere leaves whole objects, which the next run skips, and nothing half-copied.
 */
export async function copyMedia({
  from,
  to,
  dryRun = false,
  onProgress,
}: CopyOptions): Promise<CopyProgress> {
  const progress: CopyProgress = { seen: 0, copied: 0, skipped: 0, bytes: 0 };
  for await (const { key } of from.list()) {
    progress.seen += 1;
    const [source, target] = await Promise.all([from.stat(key), to.stat(key)]);
    // Deleted since it was listed (the app runs during a copy): nothing to copy.
    if (!source) {
      progress.seen -= 1;
      continue;
    }
    if (target?.size === source.size) {
      progress.skipped += 1;
    } else {
      if (!dryRun) await to.put(key, await from.createReadStream(key));
      progress.copied += 1;
      progress.bytes += source.size;
    }
    onProgress?.({ ...progress });
  }
  return progress;
}
