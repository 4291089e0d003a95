import { DeleteObjectsCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type LocalS3, startLocalS3 } from '../../../test/s3.ts';
import { createS3Storage } from './s3-storage.ts';

// What the contract test cannot see: where the objects land in the bucket, and the request batches.
describe('S3 storage', () => {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(() => s3.close());

  it('keeps the objects under the prefix, whatever its slashes', async () => {
    await createS3Storage({ ...s3.options, prefix: '/shared/alliance/' }).put('images/1.webp', Buffer.from('x'), 'image/webp');
    const head = await s3.client.send(new HeadObjectCommand({ Bucket: s3.options.bucket, Key: 'shared/alliance/images/1.webp' }));
    expect(head.ContentType).toBe('image/webp');
  });

  it('deletes in batches of at most 1000 keys (S3 refuses more in one request)', async () => {
    const storage = createS3Storage(s3.options);
    const keys = Array.from({ length: 2500 }, (_, i) => `many/${i}`);
    for (const i of [0, 1000, 2499]) await storage.put(keys[i] ?? '', Buffer.from('x'), 'text/plain');
    const send = vi.spyOn(S3Client.prototype, 'send');
    await storage.delete(keys);
    const batches = send.mock.calls
      .map(([command]) => command)
      .filter((command) => command instanceof DeleteObjectsCommand)
      .map((command) => command.input.Delete?.Objects?.length);
    send.mockRestore();
    expect(batches).toEqual([1000, 1000, 500]);
    for (const i of [0, 1000, 2499]) expect(await storage.exists(keys[i] ?? '')).toBe(false);
  });
});
