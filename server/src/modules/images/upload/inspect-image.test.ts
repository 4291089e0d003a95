import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasActiveContent } from './inspect-image.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'alliance-inspect-'));
const fileOf = (name: string, bytes: Buffer) => {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return file;
};

/** Bytes that look like compressed pixels (a fixed-seed xorshift, so the test is the same every run). */
function noise(length: number, seed = 0x2545f491): Buffer {
  const bytes = Buffer.alloc(length);
  let x = seed;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    bytes[i] = x & 0xff;
  }
  return bytes;
}

describe('active content in an upload (polyglots)', () => {
  it('finds a script or a page in the middle of pixels, even across the read chunks', async () => {
    const pixels = noise(600_000);
    for (const marker of ['<?php system($_GET[1]); ?>', '<SCRIPT>alert(1)</SCRIPT>', '<!doctype html><p>', '%PDF-1.7']) {
      // 256 KB chunks: the marker straddles the first boundary.
      const at = 256 * 1024 - 3;
      const file = fileOf('polyglot.jpg', Buffer.concat([pixels.subarray(0, at), Buffer.from(marker), pixels.subarray(at)]));
      expect(await hasActiveContent(file), marker).toBe(true);
    }
  });

  it('does not mistake 15 MB of compressed-looking bytes for a script (short or any-case markers did)', async () => {
    expect(await hasActiveContent(fileOf('photo.jpg', noise(15 * 1024 * 1024)))).toBe(false);
  });
});
