import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3StorageOptions } from '../src/adapters/storage/s3-storage.ts';

export interface LocalS3 {
  /** Options for createS3Storage pointing at the local server's bucket. */
  options: S3StorageOptions;
  /** A client of the server, to look at the bucket directly. */
  client: S3Client;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) inside the test process, on a free port, its files in
 * a temporary folder: the S3 adapter is tested over HTTP without Docker or the network.
 */
export async function startLocalS3(bucket = 'test-bucket'): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'alliance-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  const options: S3StorageOptions = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    // s3rver's fixed development credentials (it checks the signatures).
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    options,
    client,
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
