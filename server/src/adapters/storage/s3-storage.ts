import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { FileStorage } from './storage.port.ts';
import { checkRange, checkStorageKey } from './storage-key.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, a local test server); unset: AWS itself. */
  endpoint?: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key`: what most S3-compatible services expect. */
  forcePathStyle: boolean;
  /** A folder of the bucket for our keys, when the bucket is shared. */
  prefix?: string | undefined;
}

/** S3's own limit on the keys of one DeleteObjects request. */
const DELETE_BATCH = 1000;

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** Full size from `Content-Range: bytes 0-9/1234` when a range was asked, else the body's length. */
function fullSize(contentRange: string | undefined, contentLength: number | undefined): number {
  const total = contentRange ? /\/(\d+)$/.exec(contentRange)?.[1] : undefined;
  return total === undefined ? (contentLength ?? 0) : Number(total);
}

/** Production storage: an S3 bucket, or any S3-compatible service through `endpoint`. */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  const Bucket = options.bucket;
  const folder = options.prefix?.replace(/^\/+|\/+$/g, '');
  const objectKey = (key: string) => (folder ? `${folder}/${checkStorageKey(key)}` : checkStorageKey(key));

  return {
    kind: 's3',
    async put(key, data, contentType, size) {
      const Key = objectKey(key);
      if (Buffer.isBuffer(data)) {
        await client.send(new PutObjectCommand({ Bucket, Key, Body: data, ContentType: contentType }));
        return;
      }
      // In parts (a multipart upload past 5 MB) so that a stream of any length is never held
      // whole in memory; a failed upload is aborted, leaving no object under the key.
      await new Upload({ client, params: { Bucket, Key, Body: data, ContentType: contentType, ContentLength: size } }).done();
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async stream(key, range) {
      if (range) checkRange(range);
      const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key), Range }));
        return { body: object.Body as Readable, size: fullSize(object.ContentRange, object.ContentLength) };
      } catch (error) {
        if (isMissing(error)) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416) {
          throw new RangeError(`range ${range?.start}- starts past the end of ${key}`);
        }
        throw error;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async *list(prefix) {
      // A page of up to 1000 keys at a time, our folder of the bucket taken off the keys.
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${objectKey(prefix.replace(/\/$/, ''))}/`, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          const key = folder ? object.Key.slice(folder.length + 1) : object.Key;
          yield { key, modifiedAt: object.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async delete(keys) {
      const objects = keys.map((key) => ({ Key: objectKey(key) }));
      for (let i = 0; i < objects.length; i += DELETE_BATCH) {
        const batch = objects.slice(i, i + DELETE_BATCH);
        const result = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch, Quiet: true } }));
        const failed = result.Errors ?? [];
        if (failed.length > 0) {
          const first = failed[0];
          throw new Error(
            `S3 refused to delete ${failed.length} object(s), first ${first?.Key}: ${first?.Code} ${first?.Message}`,
          );
        }
      }
    },
  };
}
