import type { images } from '../../db/schema/index.ts';

/** The formats every upload is stored in (one file per width and format). */
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

type KeyedImage = Pick<typeof images.$inferSelect, 'variantPrefix' | 'widths' | 'storageKey'>;

/** Where a variant of an upload lives. */
export const variantKey = (prefix: string, width: number, format: VariantFormat) => `${prefix}/${width}.${format}`;

/** Every stored file of an image: its variants, or the seed's single file. */
export function storedKeys(row: KeyedImage): string[] {
  if (!row.variantPrefix) return [row.storageKey];
  const prefix = row.variantPrefix;
  return (row.widths ?? []).flatMap((width) => VARIANT_FORMATS.map((format) => variantKey(prefix, width, format)));
}
