import { availableParallelism } from 'node:os';
import { IMAGE_MAX_PIXELS, IMAGE_VARIANT_WIDTHS } from '@alliance/shared/images';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { createTurns } from '../../../lib/turns.ts';
import { VARIANT_FORMATS, type VariantFormat } from '../image-keys.ts';
import { UploadRefused } from './upload-refused.ts';

export interface Variant {
  width: number;
  format: VariantFormat;
  data: Buffer;
}

export interface Variants {
  /** Stored widths, ascending; the last is the largest (the original's, when narrower than 1600). */
  widths: number[];
  /** The largest variant's height. */
  height: number;
  variants: Variant[];
}

// A photo is decoded once per upload: libvips' operation cache would only hold on to its memory.
sharp.cache(false);
/**
 * Uploads encode one at a time per core but one (the event loop keeps a core, as for password
 * hashes): libvips spreads each over its threads already, and every upload in progress holds its
 * decoded pixels; more at once only adds memory (measured: 4 concurrent 12 MP uploads grew the
 * RSS by up to 240 MB with two at a time on two cores).
 */
const inTurn = createTurns(Math.max(1, availableParallelism() - 1));

/** The widths to store for an upright image this wide: each standard width below it, then its own (at most 1600). */
export function variantWidths(uprightWidth: number): number[] {
  const largest = Math.min(uprightWidth, IMAGE_VARIANT_WIDTHS[IMAGE_VARIANT_WIDTHS.length - 1] ?? uprightWidth);
  return [...IMAGE_VARIANT_WIDTHS.filter((width) => width < largest), largest];
}

const encode = (image: Sharp, format: VariantFormat) =>
  // AVIF at a low effort: its files are still about a third smaller than WebP's, at a fraction of the default's time.
  format === 'avif' ? image.avif({ quality: 55, effort: 2 }).toBuffer() : image.webp({ quality: 80, effort: 4 }).toBuffer();

/**
 * The served variants of an uploaded image: turned upright (EXIF orientation), decoded once to
 * the largest width, then each width encoded in WebP and AVIF from those pixels. Nothing of the
 * original's metadata (EXIF, GPS, XMP, comments) reaches a variant: they are new files made
 * from pixels alone. A truncated or corrupt file is refused.
 */
export function makeVariants(file: string, uprightWidth: number): Promise<Variants> {
  return inTurn(async () => {
    const widths = variantWidths(uprightWidth);
    const largest = widths[widths.length - 1] ?? uprightWidth;
    let decoded: { data: Buffer; info: OutputInfo };
    try {
      decoded = await sharp(file, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'truncated', sequentialRead: true })
        .autoOrient()
        .resize({ width: largest, withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw new UploadRefused('unreadable', 400);
    }
    const { data, info } = decoded;
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const variants: Variant[] = [];
    for (const width of widths) {
      for (const format of VARIANT_FORMATS) {
        const image = sharp(data, { raw });
        const resized = width === info.width ? image : image.resize({ width });
        variants.push({ width, format, data: await encode(resized, format) });
      }
    }
    return { widths, height: info.height, variants };
  });
}
