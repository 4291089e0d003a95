import { z } from 'zod';
import { successResponseSchema } from './answers.ts';
import { idParamSchema, idSchema } from './ids.ts';
import { IMAGE_CAPTION_MAX } from './images.ts';
import { namedItemSchema } from './reference.ts';
import { isSingleLine } from './text.ts';

/**
 * The providers' portfolios (PROVIDERS.md "Media", spec §7 `/api/portfolios…`): a wedding the
 * provider worked on, told in pictures of its own image library, with its own public page
 * (`/wedding-<word>/profile/<provider>/portfolio/<slug>` on the www host) once published.
 * Answered on every host, provider token required; another provider's portfolio or image is a 404.
 *
 * Choices:
 * - The slug is made from the title (lower-case ASCII, accents folded, dashes, at most
 *   PORTFOLIO_SLUG_MAX characters; `portfolio` when nothing is left), unique per provider by
 *   `-2`, `-3`… It follows the title while the portfolio is unpublished and stays as it is while
 *   published, so a shared or indexed address keeps working.
 * - Publishing needs at least one visible image (an image of the library not hidden): 409
 *   otherwise (`error_slug: 'no-visible-image'`). A published portfolio that later loses its
 *   last visible image stays published but is left out of the public pages until it has one.
 * - The first image added becomes the key image when there is none; one key image per portfolio;
 *   removing the key image makes the first remaining image the key.
 * - Removing an image from a portfolio, or deleting a portfolio, leaves the image in the library;
 *   deleting an image from the library removes it from every portfolio.
 * - Adding an image already in the portfolio changes nothing (no error).
 */

export const PORTFOLIO_TITLE_MAX = 120;
export const PORTFOLIO_DESCRIPTION_MAX = 2000;
export const PORTFOLIO_CITY_MAX = 120;
export const PORTFOLIO_SLUG_MAX = 80;
export const PORTFOLIO_CAPTION_MAX = IMAGE_CAPTION_MAX;
export const PORTFOLIO_IMAGES_MAX = 60;
export const PORTFOLIOS_PER_PROVIDER_MAX = 50;
/** Service types (prestations) one portfolio may name. */
export const PORTFOLIO_PRESTATIONS_MAX = 30;

/** Optional text: trimmed; empty or null clears it (stored null). */
export const optionalText = (max: number, message: string) =>
  z.union([z.string(message).trim().max(max, message), z.null()], message).transform((value) => (value ? value : null));

/** `POST /api/portfolios` and `PUT /api/portfolios/{id}`. On PUT, an absent optional field is left as it is. */
export const portfolioBodySchema = z.strictObject({
  title: z
    .string('validation.portfolioTitleInvalid')
    .trim()
    .min(1, 'validation.portfolioTitleInvalid')
    .max(PORTFOLIO_TITLE_MAX, 'validation.portfolioTitleInvalid')
    .refine(isSingleLine, 'validation.portfolioTitleInvalid'),
  /** Plain text (escaped when shown), line breaks kept. */
  description: optionalText(PORTFOLIO_DESCRIPTION_MAX, 'validation.descriptionTooLong').optional(),
  /** The wedding's day, `YYYY-MM-DD`. */
  eventDate: z
    .union([z.iso.date('validation.eventDateInvalid'), z.literal(''), z.null()], 'validation.eventDateInvalid')
    .transform((value) => (value ? value : null))
    .optional(),
  city: optionalText(PORTFOLIO_CITY_MAX, 'validation.cityInvalid').optional(),
});
export type PortfolioBody = z.input<typeof portfolioBodySchema>;

/** `POST /api/portfolios/{id}/images`: one image id (`imageId`) or several (`imageIds`), of the provider's own library. */
export const addImagesBodySchema = z
  .strictObject({
    imageId: idSchema.optional(),
    imageIds: z
      .array(idSchema, 'validation.imageIdsInvalid')
      .min(1, 'validation.imageIdsInvalid')
      .max(PORTFOLIO_IMAGES_MAX, 'validation.imageIdsInvalid')
      .optional(),
  })
  .superRefine((body, context) => {
    if ((body.imageId === undefined) === (body.imageIds === undefined)) {
      context.addIssue({ code: 'custom', path: ['imageId'], message: 'validation.imageIdsInvalid' });
    }
  });
export type AddImagesBody = z.input<typeof addImagesBodySchema>;
/** The ids an add-images body names, each once, in the order given. */
export const imageIdsOf = (body: z.output<typeof addImagesBodySchema>): number[] => [
  ...new Set(body.imageIds ?? (body.imageId === undefined ? [] : [body.imageId])),
];

/** `POST /api/portfolios/{id}/images/reorder`: every image id of the portfolio, once each, in the new order. */
export const reorderPortfolioImagesBodySchema = z.strictObject({
  imageIds: z.array(idSchema, 'validation.portfolioOrderInvalid').max(PORTFOLIO_IMAGES_MAX, 'validation.portfolioOrderInvalid'),
});

/** `PUT /api/portfolios/{id}/images/{imageId}/caption`: the portfolio's own caption of the image (empty or null clears it). */
export const portfolioCaptionBodySchema = z.strictObject({
  caption: optionalText(PORTFOLIO_CAPTION_MAX, 'validation.imageCaptionTooLong'),
});

/** `PUT /api/portfolios/{id}/prestations`: the service-type slugs (`GET /api/prestations`) given at that wedding; replaces the list. */
export const portfolioPrestationsBodySchema = z.strictObject({
  prestations: z
    .array(z.string().trim().min(1).max(60), 'validation.servicesInvalid')
    .max(PORTFOLIO_PRESTATIONS_MAX, 'validation.servicesInvalid'),
});

export const portfolioIdParamsSchema = z.object({ id: idParamSchema });
export const portfolioImageParamsSchema = z.object({ id: idParamSchema, imageId: idParamSchema });

/** An image of a portfolio: a library image, with the portfolio's caption, key flag and order. */
export const portfolioImageSchema = z.object({
  imageId: z.number().int(),
  /** The image proxy's address on the www host (`?w=` adds the width wanted). */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** This portfolio's caption of the image (the library's own caption is not copied). */
  caption: z.string().nullable(),
  isKey: z.boolean(),
  /** Order in the portfolio, 0 first. */
  position: z.number().int(),
  /** False when the image is hidden in the library: never shown on the public pages. */
  isVisible: z.boolean(),
});
export type PortfolioImage = z.infer<typeof portfolioImageSchema>;

export const portfolioSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  /** `YYYY-MM-DD`. */
  eventDate: z.string().nullable(),
  city: z.string().nullable(),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  /** The public page's absolute address on the www host (answers only while published). */
  url: z.string(),
  images: z.array(portfolioImageSchema),
  /** Names in the caller's language. */
  prestations: z.array(namedItemSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Portfolio = z.infer<typeof portfolioSchema>;

export const portfolioResponseSchema = z.object({ success: z.literal(true), portfolio: portfolioSchema });
/** `GET /api/portfolios`: newest first. */
export const portfoliosListResponseSchema = z.object({ success: z.literal(true), items: z.array(portfolioSchema) });
export const portfolioPrestationsResponseSchema = z.object({
  success: z.literal(true),
  prestations: z.array(namedItemSchema),
});
/** `GET /api/portfolios/{id}/url`. */
export const portfolioUrlResponseSchema = z.object({ success: z.literal(true), url: z.string(), published: z.boolean() });
/** The one `{success:true}` schema under the name the portfolios and venues routes import. */
export const okResponseSchema = successResponseSchema;
