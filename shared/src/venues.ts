import { z } from 'zod';
import { idParamSchema, idSchema } from './ids.ts';
import { IMAGE_CAPTION_MAX } from './images.ts';
import { optionalText } from './portfolios.ts';
import { isSafeOutsideUrl, PROVIDER_LINK_URL_MAX } from './provider-links.ts';
import { isSingleLine } from './text.ts';

/**
 * The venues a provider works with (PROVIDERS.md "Media", spec §7 `venues…`, app host): a name,
 * a few words, where, how many guests, the venue's own site and pictures of the provider's image
 * library; shown on the public profile once published. Another provider's venue or image is a 404.
 *
 * Choices:
 * - A venue may be published without pictures (its name and place say enough); its hidden
 *   images are never shown.
 * - Adding an image already in the venue changes nothing; removing one leaves it in the library.
 * - `PUT venues/{id}/images/{imageId} {position}` moves the image there (0 first, clamped to the
 *   list), the others keep their order around it.
 */

export const VENUE_NAME_MAX = 120;
export const VENUE_DESCRIPTION_MAX = 2000;
export const VENUE_CITY_MAX = 120;
export const VENUE_CP_MAX = 10;
export const VENUE_CAPACITY_MAX = 10_000;
export const VENUE_WEBSITE_MAX = PROVIDER_LINK_URL_MAX;
export const VENUE_CAPTION_MAX = IMAGE_CAPTION_MAX;
export const VENUES_PER_PROVIDER_MAX = 30;
export const VENUE_IMAGES_MAX = 30;

/** `POST /api/venues` and `PUT /api/venues/{id}`. On PUT, an absent optional field is left as it is; null or empty clears it. */
export const venueBodySchema = z.strictObject({
  name: z
    .string('validation.venueNameInvalid')
    .trim()
    .min(1, 'validation.venueNameInvalid')
    .max(VENUE_NAME_MAX, 'validation.venueNameInvalid')
    .refine(isSingleLine, 'validation.venueNameInvalid'),
  /** Plain text (escaped when shown), line breaks kept. */
  description: optionalText(VENUE_DESCRIPTION_MAX, 'validation.descriptionTooLong').optional(),
  city: optionalText(VENUE_CITY_MAX, 'validation.cityInvalid').optional(),
  /** Postal code: letters, digits, spaces and dashes (every country's format). */
  cp: z
    .union(
      [
        z
          .string('validation.zipCodeInvalid')
          .trim()
          .max(VENUE_CP_MAX, 'validation.zipCodeInvalid')
          .regex(/^[A-Za-z0-9 -]*$/, 'validation.zipCodeInvalid'),
        z.null(),
      ],
      'validation.zipCodeInvalid',
    )
    .transform((value) => (value ? value : null))
    .optional(),
  /** Guests it seats: a whole number from 1 to VENUE_CAPACITY_MAX. */
  capacity: z
    .union(
      [
        z
          .number('validation.venueCapacityInvalid')
          .int('validation.venueCapacityInvalid')
          .min(1, 'validation.venueCapacityInvalid')
          .max(VENUE_CAPACITY_MAX, 'validation.venueCapacityInvalid'),
        z.null(),
      ],
      'validation.venueCapacityInvalid',
    )
    .optional(),
  /** The venue's own site: an absolute http(s) address on a domain name (the provider links' rule). */
  website: z
    .union(
      [
        z
          .string('validation.linkUrlInvalid')
          .trim()
          .max(VENUE_WEBSITE_MAX, 'validation.linkUrlInvalid')
          .refine((url) => url === '' || isSafeOutsideUrl(url), 'validation.linkUrlInvalid')
          .transform((url) => (url ? url : null)),
        z.null(),
      ],
      'validation.linkUrlInvalid',
    )
    .optional(),
});
export type VenueBody = z.input<typeof venueBodySchema>;

/** `POST /api/venues/{id}/images {imageId}` (`{imageIds:[…]}` accepted too): images of the provider's own library. */
export const addVenueImagesBodySchema = z
  .strictObject({
    imageId: idSchema.optional(),
    imageIds: z
      .array(idSchema, 'validation.imageIdsInvalid')
      .min(1, 'validation.imageIdsInvalid')
      .max(VENUE_IMAGES_MAX, 'validation.imageIdsInvalid')
      .optional(),
  })
  .superRefine((body, context) => {
    if ((body.imageId === undefined) === (body.imageIds === undefined)) {
      context.addIssue({ code: 'custom', path: ['imageId'], message: 'validation.imageIdsInvalid' });
    }
  });

/** `PUT /api/venues/{id}/images/{imageId}`: the venue's caption of the image (empty or null clears it) and/or its new position (0 first). */
export const updateVenueImageBodySchema = z
  .strictObject({
    caption: optionalText(VENUE_CAPTION_MAX, 'validation.imageCaptionTooLong').optional(),
    position: z
      .number('validation.positionInvalid')
      .int('validation.positionInvalid')
      .min(0, 'validation.positionInvalid')
      .max(VENUE_IMAGES_MAX, 'validation.positionInvalid')
      .optional(),
  })
  .refine((body) => body.caption !== undefined || body.position !== undefined, {
    path: ['caption'],
    message: 'validation.captionOrPositionRequired',
  });

/** `PUT /api/venues/{id}/publish`. */
export const publishVenueBodySchema = z.strictObject({ published: z.boolean('validation.booleanInvalid') });

export const venueIdParamsSchema = z.object({ id: idParamSchema });
export const venueImageParamsSchema = z.object({ id: idParamSchema, imageId: idParamSchema });

export const venueImageSchema = z.object({
  imageId: z.number().int(),
  /** The image proxy's address on the www host (`?w=` adds the width wanted). */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** This venue's caption of the image. */
  caption: z.string().nullable(),
  /** Order in the venue, 0 first. */
  position: z.number().int(),
  /** False when the image is hidden in the library: never shown on the public pages. */
  isVisible: z.boolean(),
});
export type VenueImage = z.infer<typeof venueImageSchema>;

export const venueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  city: z.string().nullable(),
  cp: z.string().nullable(),
  capacity: z.number().int().nullable(),
  website: z.string().nullable(),
  published: z.boolean(),
  images: z.array(venueImageSchema),
});
export type Venue = z.infer<typeof venueSchema>;

export const venueResponseSchema = z.object({ success: z.literal(true), venue: venueSchema });
/** `GET /api/venues`: oldest first (the order they were added). */
export const venuesListResponseSchema = z.object({ success: z.literal(true), items: z.array(venueSchema) });
