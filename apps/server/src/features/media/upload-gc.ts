import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Collect = (options: { type: 'minor' }) => void;

/**
 * A young-generation collection, to run every few megabytes of a large upload.
 *
 * Why: every socket read of a request body allocates a fresh 64 kB buffer that dies as soon as it
 * is written to storage, but V8 counts buffers as external memory and collects them only after
 * tens of megabytes have piled up (it schedules collections by the JavaScript heap, which a
 * stream barely touches). Even Node's own `request.pipe(file)` raises the resident memory by
 * about 30 MB over a 50 MB upload that way; the budget of issue 7 is 30 MB. A minor collection
 * frees those dead buffers in about a millisecond, which keeps a 50 MB upload near 10 MB.
 *
 * `gc` is exposed to a fresh context only (the app's global gets nothing); if the runtime refuses
 * the flag, this is a no-op and only the memory bound is lost.
 */
function loadCollector(): Collect | undefined {
  try {
    setFlagsFromString('--expose-gc');
    const gc: unknown = runInNewContext('gc');
    return typeof gc === 'function' ? (gc as Collect) : undefined;
  } catch {
    return undefined;
  }
}

const collect = loadCollector();

/** Bytes of upload between two collections. */
export const UPLOAD_GC_INTERVAL_BYTES = 8 * 1024 * 1024;

export function collectUploadGarbage(): void {
  collect?.({ type: 'minor' });
}
