import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectCommand,
  ListObjectsV2Command,
} from '@aws-sdk/client-s3';
import type { MediaStorageConfig } from '../config/config.ts';
import { createS3Client, type S3StorageConfig } from '../features/media/s3-media-storage.ts';

/** What global setup hands to the test files: the S3 server every test app may use. */
export interface TestS3 {
  endpoint: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testS3: TestS3;
  }
}

/** s3rver's fixed account (its authentication checks signatures against it). */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** The few parts of a Koa context the additions below use (s3rver is a Koa app, untyped). */
interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  body: unknown;
  type: string;
}
type KoaMiddleware = (context: KoaContext, next: () => Promise<void>) => Promise<void>;
interface S3rver {
  middleware: KoaMiddleware[];
  httpServer?: Server;
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
type S3rverConstructor = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  allowMismatchedSignatures: boolean;
}) => S3rver;

export interface S3TestServer extends TestS3 {
  close(): Promise<void>;
}

/**
 * s3rver (an S3 API over HTTP, objects in a folder) in this process, on a free loopback port and
 * a new temporary folder that `close` removes. Silent.
 */
export async function startS3Server(): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'handlowo-s3-'));
  const S3rverClass = createRequire(import.meta.url)('s3rver') as S3rverConstructor;
  const server = new S3rverClass({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    // The listing's paging below rewrites a signed query; the key is still checked.
    allowMismatchedSignatures: true,
  });
  // First in line, before s3rver's router answers 405/501 for them.
  server.middleware.unshift(multipartUploadsMiddleware(directory));
  // After s3rver's XML encoder (logger, multipart additions, encoder): sees the answer as data.
  server.middleware.splice(3, 0, listingPagesMiddleware());
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async close() {
      // Keep-alive sockets of the apps' clients would hold `close` open.
      server.httpServer?.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** Where s3rver keeps the parts of a bucket's multipart uploads under way (its own layout). */
const uploadsDir = (directory: string, bucket: string) =>
  path.join(directory, bucket, '._S3rver_uploads');

/** `/bucket`, `/bucket/` (the SDK's bucket operations) or `/bucket/key`. */
const BUCKET_PATH = /^\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/;

const xmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The two S3 operations on multipart uploads that s3rver 3.7 lacks: `AbortMultipartUpload` (the
 * SDK's clean-up after a failed upload) and `ListMultipartUploads` (what a test asks to see that
 * no upload was left pending). Both work on s3rver's own folder of upload parts.
 */
function multipartUploadsMiddleware(directory: string): KoaMiddleware {
  return async (context, next) => {
    const match = BUCKET_PATH.exec(context.path);
    const bucket = match?.[1];
    const uploadId = context.query.uploadId;
    if (bucket && match?.[2] && context.method === 'DELETE' && typeof uploadId === 'string') {
      if (!/^[0-9a-f]{32}$/.test(uploadId)) {
        context.status = 404;
        return;
      }
      await rm(path.join(uploadsDir(directory, bucket), uploadId), {
        recursive: true,
        force: true,
      });
      context.status = 204;
      return;
    }
    if (bucket && !match?.[2] && context.method === 'GET' && 'uploads' in context.query) {
      const ids = await readdir(uploadsDir(directory, bucket)).catch(() => [] as string[]);
      const uploads: string[] = [];
      for (const id of ids) {
        const dir = path.join(uploadsDir(directory, bucket), id);
        // The `key` file is written once, when the upload starts.
        const [key, info] = await Promise.all([
          readFile(path.join(dir, 'key'), 'utf8'),
          stat(path.join(dir, 'key')),
        ]).catch(() => [undefined, undefined] as const);
        if (key === undefined || !info) continue;
        uploads.push(
          `<Upload><Key>${xmlText(key)}</Key><UploadId>${id}</UploadId>` +
            `<Initiated>${info.mtime.toISOString()}</Initiated></Upload>`,
        );
      }
      context.type = 'application/xml';
      context.body =
        '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<ListMultipartUploadsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
        `<Bucket>${bucket}</Bucket><MaxUploads>1000</MaxUploads><IsTruncated>false</IsTruncated>` +
        `${uploads.join('')}</ListMultipartUploadsResult>`;
      return;
    }
    await next();
  };
}

interface ListBucketResult {
  ListBucketResult: Record<string, unknown> & {
    IsTruncated?: boolean;
    Contents?: { Key: string }[];
  };
}
const isListing = (body: unknown): body is ListBucketResult =>
  typeof body === 'object' && body !== null && 'ListBucketResult' in body;

/**
 * `ListObjectsV2` paging: s3rver 3.7 makes its continuation tokens with DES, which OpenSSL 3
 * (Node 18+) no longer offers, so every truncated page answered 500. The page is asked of its
 * version-1 listing (which pages by marker) and answered as version 2, the token being the last
 * key of the page in base64url.
 */
function listingPagesMiddleware(): KoaMiddleware {
  return async (context, next) => {
    const match = BUCKET_PATH.exec(context.path);
    if (!match || match[2] || context.method !== 'GET' || context.query['list-type'] !== '2') {
      await next();
      return;
    }
    const {
      'list-type': _v2,
      'continuation-token': token,
      'start-after': after,
      ...rest
    } = context.query;
    const marker = typeof token === 'string' ? Buffer.from(token, 'base64url').toString() : after;
    context.query = { ...rest, ...(typeof marker === 'string' ? { marker } : {}) };
    await next();
    if (!isListing(context.body)) return;
    const { Marker: _marker, NextMarker: _next, ...page } = context.body.ListBucketResult;
    const contents = page.Contents ?? [];
    const last = contents.at(-1)?.Key;
    context.body = {
      ListBucketResult: {
        ...page,
        KeyCount: contents.length,
        ...(typeof token === 'string' ? { ContinuationToken: token } : {}),
        ...(page.IsTruncated && last
          ? { NextContinuationToken: Buffer.from(last).toString('base64url') }
          : {}),
      },
    };
  };
}

/** The storage configuration of `bucket` on the test server at `endpoint`. */
export function s3TestConfig(endpoint: string, bucket: string): S3StorageConfig {
  return {
    kind: 's3',
    endpoint,
    bucket,
    region: 'us-east-1',
    credentials: S3_TEST_CREDENTIALS,
    forcePathStyle: true,
  };
}

/** A new, empty bucket on the test server: its configuration for an app or a storage. */
export async function createTestBucket(endpoint: string): Promise<S3StorageConfig> {
  const config = s3TestConfig(endpoint, `handlowo-test-${randomBytes(8).toString('hex')}`);
  const client = createS3Client(config);
  try {
    await client.send(new CreateBucketCommand({ Bucket: config.bucket }));
  } finally {
    client.destroy();
  }
  return config;
}

/** Empties and removes a test bucket (its objects take disk space until the run ends). */
export async function removeTestBucket(config: S3StorageConfig): Promise<void> {
  const client = createS3Client(config);
  try {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: config.bucket, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: object.Key }));
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    await client.send(new DeleteBucketCommand({ Bucket: config.bucket }));
  } finally {
    client.destroy();
  }
}

/** The server's environment for a storage configuration (tests that spawn the real server). */
export function mediaStorageEnv(config: MediaStorageConfig): Record<string, string> {
  if (config.kind === 'disk') return { MEDIA_STORAGE: 'disk' };
  return {
    MEDIA_STORAGE: 's3',
    S3_BUCKET: config.bucket,
    S3_REGION: config.region,
    S3_FORCE_PATH_STYLE: String(config.forcePathStyle),
    ...(config.endpoint ? { S3_ENDPOINT: config.endpoint } : {}),
    ...(config.credentials
      ? {
          S3_ACCESS_KEY_ID: config.credentials.accessKeyId,
          S3_SECRET_ACCESS_KEY: config.credentials.secretAccessKey,
        }
      : {}),
  };
}
