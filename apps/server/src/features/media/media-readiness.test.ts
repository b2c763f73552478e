import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createTestBucket, removeTestBucket, s3TestConfig } from '../../testing/s3-server.ts';
import { bucketReadiness } from './media-readiness.ts';
import { createS3Client, S3MediaStorage } from './s3-media-storage.ts';

/* `/api/ready` with the media on S3 (ADR 025): the bucket must answer too. */

describe('the readiness of an S3 bucket', () => {
  it('is true while the bucket answers, false once it is gone, checked once per period', async () => {
    const config = await createTestBucket(inject('testS3').endpoint);
    const bucket = new S3MediaStorage(createS3Client(config), config.bucket);
    try {
      const check = vi.spyOn(bucket, 'checkBucket');
      const cached = bucketReadiness(bucket, { cacheMs: 60_000 });
      expect(await Promise.all([cached(), cached(), cached()])).toEqual([true, true, true]);
      expect(check).toHaveBeenCalledTimes(1);

      const fresh = bucketReadiness(bucket, { cacheMs: 0 });
      expect(await fresh()).toBe(true);
      await removeTestBucket(config);
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(await fresh()).toBe(false);
      // Within its period the cached answer stays what it was.
      expect(await cached()).toBe(true);
    } finally {
      bucket.close();
    }
  });

  it('is false within the timeout when nothing answers at the endpoint', async () => {
    // A port nobody listens on: the connection is refused at once.
    const config = s3TestConfig('http://127.0.0.1:9', 'handlowo-nowhere');
    const bucket = new S3MediaStorage(createS3Client(config), config.bucket);
    try {
      const started = Date.now();
      expect(await bucketReadiness(bucket, { cacheMs: 0, timeoutMs: 500 })()).toBe(false);
      expect(Date.now() - started).toBeLessThan(1500);
    } finally {
      bucket.close();
    }
  });
});

describe('GET /api/ready with the media on S3', () => {
  let ready: FastifyInstance;
  let missing: FastifyInstance;
  beforeAll(async () => {
    const endpoint = inject('testS3').endpoint;
    ready = await buildTestApp({ mediaStorage: await createTestBucket(endpoint) });
    missing = await buildTestApp({
      mediaStorage: s3TestConfig(endpoint, 'handlowo-no-such-bucket'),
    });
  });
  afterAll(async () => {
    await ready.close();
    await missing.close();
  });

  it('answers 200 while the bucket answers', async () => {
    const res = await ready.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
  });

  it('answers 503 MEDIA_STORAGE_UNAVAILABLE without the bucket; /api/health stays 200', async () => {
    const res = await missing.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      message: 'Magazyn plików jest niedostępny',
      code: 'MEDIA_STORAGE_UNAVAILABLE',
    });
    expect((await missing.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
