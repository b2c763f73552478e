import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { MediaStorageConfig } from '../../config/config.ts';
import {
  type ByteRange,
  isStoredKey,
  type ListedObject,
  MEDIA_CONTENT_TYPES,
  MEDIA_EXTENSIONS,
  MediaNotFoundError,
  type MediaStorage,
  type StoredObjectInfo,
} from './media-storage.ts';

export type S3StorageConfig = Extract<MediaStorageConfig, { kind: 's3' }>;

/** S3's smallest part of a multipart upload: a part in flight is held in memory whole. */
export const S3_PART_BYTES = 5 * 1024 * 1024;

export interface S3StorageOptions {
  /** Bytes of each part of a multipart upload (at least 5 MB, S3's minimum). */
  partBytes?: number;
  /**
   * Parts sent at once. Memory of one upload is about (queue + 1) parts: the 50 MB upload's
   * budget of 30 MB (`npm run bench`) holds with two.
   */
  queueSize?: number;
  /** Keys a `ListObjectsV2` page asks for (1000 at most; the tests page with fewer). */
  listPageSize?: number;
}

/**
 * A client for one S3-compatible store. The checksum settings ask for checksums only where S3
 * requires them: by default the SDK sends uploads as `aws-chunked` with trailing CRC32 checksums,
 * which MinIO understands but older stores (s3rver, some Ceph gateways) store as garbage (ADR 025).
 */
export function createS3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    forcePathStyle: config.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      // A store that does not accept a connection fails the request within seconds, not minutes;
      // an idle socket (a reader stalled by a slow client) is given up after two minutes.
      connectionTimeout: 5000,
      socketTimeout: 120_000,
      // Every video being played holds a socket while it streams: more than the default 50.
      httpAgent: { keepAlive: true, maxSockets: 256 },
      httpsAgent: { keepAlive: true, maxSockets: 256 },
    },
  });
}

/** Whether S3 answered 404 for the object (not for the bucket: that is a configuration fault). */
function isMissingObject(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    error.$metadata.httpStatusCode === 404 &&
    error.name !== 'NoSuchBucket'
  );
}

function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  const known = MEDIA_EXTENSIONS.find((e) => e === extension);
  // Private objects are served with the type their row records (attachments).
  return known ? MEDIA_CONTENT_TYPES[known] : 'application/octet-stream';
}

/**
 * Media as objects of one S3-compatible bucket (ADR 025), named by their keys at the bucket's
 * root. Every instance sees the same objects. Keys are checked as the disk checks them, so no
 * caller can name another object of the bucket.
 */
export class S3MediaStorage implements MediaStorage {
  readonly bucket: string;
  private readonly partBytes: number;
  private readonly queueSize: number;
  private readonly listPageSize: number;

  constructor(
    readonly client: S3Client,
    bucket: string,
    { partBytes = S3_PART_BYTES, queueSize = 2, listPageSize = 1000 }: S3StorageOptions = {},
  ) {
    this.bucket = bucket;
    this.partBytes = Math.max(S3_PART_BYTES, partBytes);
    this.queueSize = queueSize;
    this.listPageSize = listPageSize;
  }

  /**
   * Streams `content` to the bucket: one `PutObject` below a part's size, a multipart upload
   * above. S3 shows the object only once the upload completes; a failed stream aborts the
   * multipart upload (its parts are dropped) and its own error is rethrown.
   */
  async put(key: string, content: Readable): Promise<StoredObjectInfo> {
    if (!isStoredKey(key)) throw new MediaNotFoundError(key);
    let size = 0;
    let streamError: unknown;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    // The source's failure reaches the upload as this stream's; the upload's own failure
    // destroys both (below), so the source stops too.
    pipeline(content, counted).catch((error: unknown) => {
      streamError = error;
    });
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: counted, ContentType: contentTypeOf(key) },
      partSize: this.partBytes,
      queueSize: this.queueSize,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
      return { size };
    } catch (error) {
      counted.destroy();
      // The caller's answer depends on why its stream failed (413, 400), not on how the
      // clean-up went; a failed abort leaves parts the bucket's lifecycle rule removes.
      throw streamError ?? error;
    }
  }

  async createReadStream(key: string, range?: ByteRange): Promise<Readable> {
    if (!isStoredKey(key)) throw new MediaNotFoundError(key);
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      // Node's SDK answers an IncomingMessage: a Readable (the browser's would be a web stream).
      return answer.Body as Readable;
    } catch (error) {
      if (isMissingObject(error)) throw new MediaNotFoundError(key);
      throw error;
    }
  }

  async stat(key: string): Promise<StoredObjectInfo | undefined> {
    if (!isStoredKey(key)) return undefined;
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      if (isMissingObject(error)) return undefined;
      throw error;
    }
  }

  /** S3 answers 204 for a missing key too: deleting what is gone is fine. */
  async delete(key: string): Promise<void> {
    if (!isStoredKey(key)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *list(): AsyncIterable<ListedObject> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          MaxKeys: this.listPageSize,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) {
        // Only objects: anything an operator put in the bucket is not ours to list.
        if (object.Key && isStoredKey(object.Key) && object.LastModified) {
          yield { key: object.Key, storedAt: object.LastModified };
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /**
   * Aborts the multipart uploads started before `startedBefore` and returns how many: the parts
   * of uploads whose process died (a kill, a crash) stay in the bucket, invisible and billed,
   * until someone aborts them. Uploads under way on other instances are younger and stay.
   */
  async abortStaleUploads(startedBefore: Date): Promise<number> {
    let aborted = 0;
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    do {
      const page = await this.client.send(
        new ListMultipartUploadsCommand({
          Bucket: this.bucket,
          KeyMarker: keyMarker,
          UploadIdMarker: uploadIdMarker,
        }),
      );
      for (const upload of page.Uploads ?? []) {
        if (!upload.Key || !upload.UploadId || !isStoredKey(upload.Key)) continue;
        if (!upload.Initiated || upload.Initiated >= startedBefore) continue;
        await this.client.send(
          new AbortMultipartUploadCommand({
            Bucket: this.bucket,
            Key: upload.Key,
            UploadId: upload.UploadId,
          }),
        );
        aborted += 1;
      }
      const more = page.IsTruncated === true;
      keyMarker = more ? page.NextKeyMarker : undefined;
      uploadIdMarker = more ? page.NextUploadIdMarker : undefined;
    } while (keyMarker);
    return aborted;
  }

  /** Whether the bucket answers (readiness); fails on a missing bucket, refused keys or a timeout. */
  async checkBucket(timeoutMs: number): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), {
      abortSignal: AbortSignal.timeout(timeoutMs),
    });
  }

  /** Closes the client's sockets (the app's `onClose`). */
  close(): void {
    this.client.destroy();
  }
}
