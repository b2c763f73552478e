import type { S3MediaStorage } from './s3-media-storage.ts';

/** A bucket that answered is taken as ready this long: a balancer probes every few seconds. */
export const BUCKET_CHECK_CACHE_MS = 5000;
/** Within the readiness probe's 1.5 s (ADR 007), so that the probe answers in time. */
export const BUCKET_CHECK_TIMEOUT_MS = 1000;

/**
 * Whether the media bucket answers (`HeadBucket`), for `/api/ready`. One check at a time, its
 * answer kept a few seconds: probes from several balancers cost one request. A refused key, a
 * missing bucket or a store that does not answer within the timeout is not ready.
 */
export function bucketReadiness(
  bucket: S3MediaStorage,
  { cacheMs = BUCKET_CHECK_CACHE_MS, timeoutMs = BUCKET_CHECK_TIMEOUT_MS } = {},
): () => Promise<boolean> {
  let last: { at: number; ready: Promise<boolean> } | undefined;
  return () => {
    const now = Date.now();
    if (!last || now - last.at > cacheMs) {
      last = {
        at: now,
        ready: bucket.checkBucket(timeoutMs).then(
          () => true,
          () => false,
        ),
      };
    }
    return last.ready;
  };
}
