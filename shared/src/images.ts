import { z } from 'zod';
import { idParamSchema, idSchema } from './ids.ts';

/**
 * `PATCH /image/{id}/increment-view-count` (www host). `counted`: whether this call counted a
 * view; a visitor counts at most once per image per day (UTC), so a repeat answers false.
 */
export const imageViewResponseSchema = z.object({
  success: z.literal(true),
  counted: z.boolean().describe('True when this call counted a view, false when the visitor already counted one today'),
});
export type ImageViewResponse = z.infer<typeof imageViewResponseSchema>;

/**
 * The providers' images (PROVIDERS.md "Media", spec §7 `images/…`, app host). Uploads are
 * multipart (one file, field `file`); the server sniffs the real type from the bytes, strips
 * metadata and stores resized variants, served by the image proxy (`/image/{id}?w=`).
 */
export const IMAGE_MAX_BYTES = 15 * 1024 * 1024;
export const IMAGE_MAX_PIXELS = 40_000_000;
export const IMAGES_PER_PROVIDER_MAX = 100;
/** The widths stored for each image (never wider than the original). */
export const IMAGE_VARIANT_WIDTHS = [320, 720, 1600] as const;
export const IMAGE_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const IMAGE_ALT_MAX = 200;
export const IMAGE_CAPTION_MAX = 300;

export const providerImageSchema = z.object({
  id: z.number().int(),
  /** The proxy's address of the image (`/image/{id}` on the www host), to which `?w=` adds the width wanted. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The widths stored, ascending. */
  widths: z.array(z.number().int()),
  isVisible: z.boolean(),
  isProfile: z.boolean(),
  alt: z.string().nullable(),
  caption: z.string().nullable(),
  /** Order in the gallery (0 first). */
  position: z.number().int(),
  viewCount: z.number().int(),
  createdAt: z.string(),
});
export type ProviderImage = z.infer<typeof providerImageSchema>;

export const imagesListResponseSchema = z.object({ success: z.literal(true), items: z.array(providerImageSchema) });
export const imageResponseSchema = z.object({ success: z.literal(true), image: providerImageSchema });

const optionalText = (max: number, message: string) =>
  z.union([z.string().trim().max(max, message), z.null()]).transform((value) => (value ? value : null));

/** `PATCH images/update-image/{id}`: the alt text and caption (empty or null clears them). */
export const updateImageBodySchema = z.strictObject({
  alt: optionalText(IMAGE_ALT_MAX, 'validation.imageAltTooLong').optional(),
  caption: optionalText(IMAGE_CAPTION_MAX, 'validation.imageCaptionTooLong').optional(),
});
export type UpdateImageBody = z.input<typeof updateImageBodySchema>;

/** `POST images/reorder`: every image id of the provider, in the new order. */
export const reorderImagesBodySchema = z.strictObject({
  ids: z.array(idSchema, 'validation.imageOrderInvalid').max(IMAGES_PER_PROVIDER_MAX, 'validation.imageOrderInvalid'),
});

/** Why an upload was refused (`error` of the 400/413/415 answers); `message` says it in the reader's language. */
export const IMAGE_UPLOAD_ERRORS = [
  'no-file',
  'too-large',
  'bad-name',
  'unsupported-type',
  'too-many-pixels',
  'unreadable',
  'suspicious-content',
  'too-many-images',
  // More than one file in one request (413).
  'too-many-files',
] as const;
export type ImageUploadError = (typeof IMAGE_UPLOAD_ERRORS)[number];

export const imageIdParamsSchema = z.object({ id: idParamSchema });

/** The refusal of an upload: `error` one of IMAGE_UPLOAD_ERRORS, `message` in the reader's language. */
export const imageUploadErrorSchema = z.object({
  success: z.literal(false),
  error: z.enum(IMAGE_UPLOAD_ERRORS),
  message: z.string(),
});
