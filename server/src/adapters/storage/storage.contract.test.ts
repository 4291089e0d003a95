import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3 } from '../../../test/s3.ts';
import { createDiskStorage } from './disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { FileStorage } from './storage.port.ts';

const MB = 1024 * 1024;
/** Past 5 MB, so the S3 adapter uploads it in several parts. */
const BIG = 5 * MB + 12_345;

/** A deterministic byte at each offset, irregular enough that a wrong offset shows. */
const byteAt = (offset: number) => (offset ^ (offset >>> 8) ^ (offset >>> 16) ^ (offset >>> 3)) & 0xff;

function expectedBytes(start: number, end: number): Buffer {
  return Buffer.from(Array.from({ length: end - start + 1 }, (_, i) => byteAt(start + i)));
}

/** `size` bytes in 64 KB chunks made as they are read: never one big buffer. */
function generated(size: number): Readable {
  return Readable.from(
    (function* () {
      for (let offset = 0; offset < size; offset += 64 * 1024) {
        const chunk = Buffer.allocUnsafe(Math.min(64 * 1024, size - offset));
        for (let i = 0; i < chunk.length; i++) chunk[i] = byteAt(offset + i);
        yield chunk;
      }
    })(),
  );
}

function generatedHash(size: number): string {
  const hash = createHash('sha256');
  for (let offset = 0; offset < size; offset += MB) hash.update(expectedBytes(offset, Math.min(offset + MB, size) - 1));
  return hash.digest('hex');
}

/** A client that goes away mid-upload, after `size` bytes. */
function failing(size: number): Readable {
  return Readable.from(
    (async function* () {
      yield* generated(size);
      throw new Error('client went away');
    })(),
  );
}

async function collect(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function sha256(body: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of body) hash.update(chunk);
  return hash.digest('hex');
}

const adapters: { name: string; open(): Promise<{ storage: FileStorage; close(): Promise<void> }> }[] = [
  {
    name: 'disk',
    async open() {
      const root = await mkdtemp(path.join(tmpdir(), 'alliance-storage-'));
      return { storage: createDiskStorage(root), close: () => rm(root, { recursive: true, force: true }) };
    },
  },
  {
    name: 's3',
    async open() {
      const s3 = await startLocalS3();
      return { storage: createS3Storage({ ...s3.options, prefix: 'uploads/' }), close: s3.close };
    },
  },
];

describe.each(adapters)('$name storage (FileStorage contract)', (adapter) => {
  let storage: FileStorage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await adapter.open());
  });
  afterAll(() => close());

  it('says which adapter it is', () => {
    expect(storage.kind).toBe(adapter.name);
  });

  it('stores a buffer and gives it back', async () => {
    const bytes = Buffer.from('a small image variant');
    await storage.put('images/1/a/720.webp', bytes, 'image/webp');
    expect(await storage.get('images/1/a/720.webp')).toEqual(bytes);
    const streamed = await storage.stream('images/1/a/720.webp');
    expect(streamed?.size).toBe(bytes.length);
    expect(await collect(streamed?.body ?? Readable.from([]))).toEqual(bytes);
  });

  it('stores an empty file', async () => {
    await storage.put('empty', Buffer.alloc(0), 'application/octet-stream');
    expect(await storage.get('empty')).toEqual(Buffer.alloc(0));
    expect(await storage.exists('empty')).toBe(true);
  });

  it('stores a 5 MB stream and reads it back whole and by ranges', async () => {
    await storage.put('videos/big.mp4', generated(BIG), 'video/mp4', BIG);
    const whole = await storage.stream('videos/big.mp4');
    expect(whole?.size).toBe(BIG);
    expect(await sha256(whole?.body ?? Readable.from([]))).toBe(generatedHash(BIG));

    // Across a 64 KB chunk and across the 5 MB part boundary of a multipart upload.
    for (const [start, end] of [
      [65_000, 66_000],
      [5 * MB - 10, 5 * MB + 10],
      [BIG - 1, BIG - 1],
    ] as const) {
      const part = await storage.stream('videos/big.mp4', { start, end });
      expect(part?.size).toBe(BIG);
      expect(await collect(part?.body ?? Readable.from([]))).toEqual(expectedBytes(start, end));
    }
  });

  it('stores a stream of unknown length', async () => {
    await storage.put('videos/unknown.mp4', generated(300_000), 'video/mp4');
    const bytes = await storage.get('videos/unknown.mp4');
    expect(bytes && createHash('sha256').update(bytes).digest('hex')).toBe(generatedHash(300_000));
  });

  it('cuts a range that ends past the file, refuses one that starts past it', async () => {
    await storage.put('ten', Buffer.from('0123456789'), 'text/plain');
    const tail = await storage.stream('ten', { start: 7, end: 100 });
    expect(tail?.size).toBe(10);
    expect((await collect(tail?.body ?? Readable.from([]))).toString()).toBe('789');
    await expect(storage.stream('ten', { start: 10, end: 20 })).rejects.toThrow(RangeError);
    await expect(storage.stream('ten', { start: 5, end: 4 })).rejects.toThrow(RangeError);
  });

  it('answers null or false for a missing key', async () => {
    expect(await storage.get('images/none')).toBeNull();
    expect(await storage.stream('images/none')).toBeNull();
    expect(await storage.stream('images/none', { start: 0, end: 10 })).toBeNull();
    expect(await storage.exists('images/none')).toBe(false);
  });

  it('treats the folder of other keys as no file', async () => {
    await storage.put('folder/file', Buffer.from('x'), 'text/plain');
    expect(await storage.exists('folder/file')).toBe(true);
    expect(await storage.exists('folder')).toBe(false);
    expect(await storage.get('folder')).toBeNull();
    expect(await storage.stream('folder')).toBeNull();
  });

  it('replaces a file on overwrite', async () => {
    await storage.put('overwritten', Buffer.from('the first, longer content'), 'text/plain');
    await storage.put('overwritten', generated(10), 'text/plain');
    expect(await storage.get('overwritten')).toEqual(expectedBytes(0, 9));
  });

  it('leaves nothing under the key when an upload fails, and keeps the previous file', async () => {
    // Past the first 5 MB part: the S3 adapter has a multipart upload to abort (s3rver cannot
    // abort one, so its refusal is the error there; S3 itself aborts it).
    await expect(storage.put('failed/new', failing(BIG), 'video/mp4')).rejects.toThrow();
    expect(await storage.exists('failed/new')).toBe(false);

    await storage.put('failed/old', Buffer.from('previous'), 'video/mp4');
    await expect(storage.put('failed/old', failing(1000), 'video/mp4')).rejects.toThrow('client went away');
    expect(await storage.get('failed/old')).toEqual(Buffer.from('previous'));
  });

  it('deletes several keys, a missing one being no error', async () => {
    await storage.put('gone/1', Buffer.from('1'), 'text/plain');
    await storage.put('gone/2', Buffer.from('2'), 'text/plain');
    await storage.put('kept', Buffer.from('3'), 'text/plain');
    await storage.delete(['gone/1', 'gone/missing', 'gone/2']);
    expect(await storage.exists('gone/1')).toBe(false);
    expect(await storage.exists('gone/2')).toBe(false);
    expect(await storage.exists('kept')).toBe(true);
    await storage.delete([]);
  });

  it('lists the files under a folder, with their keys as given and when they were written (the leftovers sweep)', async () => {
    const before = Date.now() - 5000;
    await storage.put('listed/1/a.webp', Buffer.from('a'), 'image/webp');
    await storage.put('listed/2/b/c.avif', Buffer.from('b'), 'image/avif');
    await storage.put('listed-not/d.webp', Buffer.from('d'), 'image/webp');
    const listed = [];
    for await (const entry of storage.list('listed/')) listed.push(entry);
    expect(listed.map((entry) => entry.key).sort()).toEqual(['listed/1/a.webp', 'listed/2/b/c.avif']);
    for (const entry of listed) expect(entry.modifiedAt.getTime()).toBeGreaterThan(before);
    const none = [];
    for await (const entry of storage.list('nothing-here/')) none.push(entry);
    expect(none).toEqual([]);
  });

  it.each(['', '/etc/passwd', '../outside', 'images/../../outside', 'a//b', 'a/./b', 'trailing/', 'back\\slash'])(
    'refuses the key %j',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/storage key/);
      await expect(storage.get(key)).rejects.toThrow(/storage key/);
      await expect(storage.stream(key)).rejects.toThrow(/storage key/);
      await expect(storage.exists(key)).rejects.toThrow(/storage key/);
      await expect(storage.delete(['fine', key])).rejects.toThrow(/storage key/);
    },
  );
});
