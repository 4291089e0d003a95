import { createReadStream } from 'node:fs';
import { IMAGE_ACCEPTED_TYPES, IMAGE_MAX_PIXELS } from '@alliance/shared/images';
import { fileTypeFromFile } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { UploadRefused } from './upload-refused.ts';

export type AcceptedImageType = (typeof IMAGE_ACCEPTED_TYPES)[number];

/** What an accepted upload is: its real type (from its bytes) and its size once upright. */
export interface InspectedImage {
  type: AcceptedImageType;
  width: number;
  height: number;
}

/**
 * Markers of active content no photo carries: a file that is an image AND a script or a page
 * (a polyglot) is refused, although only our re-encoded variants are ever served. Each marker is
 * five bytes or more, matched as written in lower or in upper case only: compressed pixels match
 * one by chance about once in 10^5 uploads of 15 MB (three-byte markers, or any mix of cases,
 * matched a real 2.5 MB photo in tests).
 */
const ACTIVE_CONTENT = ['<?php', '<script', '<html', '<svg xmlns', '<iframe', '<!doctype html', '<body', '%pdf-'].flatMap(
  (marker) => [marker, marker.toUpperCase()].map((text) => Buffer.from(text, 'latin1')),
);
const LONGEST_MARKER = Math.max(...ACTIVE_CONTENT.map((marker) => marker.length));

/** Whether the file holds a marker of active content anywhere, read as a stream. */
export async function hasActiveContent(file: string): Promise<boolean> {
  let carry: Buffer = Buffer.alloc(0);
  for await (const chunk of createReadStream(file, { highWaterMark: 256 * 1024 }) as AsyncIterable<Buffer>) {
    const window: Buffer = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
    if (ACTIVE_CONTENT.some((marker) => window.includes(marker))) return true;
    carry = window.subarray(Math.max(0, window.length - (LONGEST_MARKER - 1)));
  }
  return false;
}

/**
 * Checks an upload before any pixel is decoded: the type its bytes say (not its name nor the
 * browser's claim), no active content, and a pixel count read from its header (a decompression
 * bomb is a few kilobytes claiming a billion pixels).
 */
export async function inspectImage(file: string): Promise<InspectedImage> {
  const sniffed = await fileTypeFromFile(file).catch(() => undefined);
  const type = IMAGE_ACCEPTED_TYPES.find((accepted) => accepted === sniffed?.mime);
  if (!type) throw new UploadRefused('unsupported-type', 415);
  if (await hasActiveContent(file)) throw new UploadRefused('suspicious-content', 400);
  let metadata: Metadata;
  try {
    // The header only: limitInputPixels is off here so that a bomb gets its own message below.
    metadata = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    throw new UploadRefused('unreadable', 400);
  }
  const { width, height } = metadata;
  if (!width || !height) throw new UploadRefused('unreadable', 400);
  if (width * height > IMAGE_MAX_PIXELS) throw new UploadRefused('too-many-pixels', 400);
  // EXIF orientations 5–8 turn the picture a quarter: the upright width is the stored height.
  const quarterTurn = (metadata.orientation ?? 1) >= 5;
  return { type, width: quarterTurn ? height : width, height: quarterTurn ? width : height };
}
