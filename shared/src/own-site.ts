import { z } from 'zod';
import { providerLinkUrlSchema } from './provider-links.ts';

/**
 * The provider's own site ("Mon site", issue 21): the widget's code for its pages, and the website
 * address whose pages send `own-site` requests (0 credit). `GET /api/own-site` on the app host.
 */
export const ownSiteEventTypeSchema = z.object({ slug: z.string(), name: z.string() });

export const ownSiteResponseSchema = z.object({
  success: z.literal(true),
  /** The HTML to paste into the provider's pages: the element with its attributes, then the script. */
  snippet: z.string(),
  /** The widget's script, on our www host. */
  scriptUrl: z.string(),
  /** The couples' app the widget talks to (its `base-url`). */
  baseUrl: z.string(),
  providerId: z.number().int(),
  /** The provider's event types, named in the language of the request. */
  eventTypes: z.array(ownSiteEventTypeSchema),
  /** The website that counts as the provider's own site; null when none is set. */
  website: z.string().nullable(),
});
export type OwnSite = z.infer<typeof ownSiteResponseSchema>;

/** `POST /api/own-site`: the website address only (the other links stay); empty removes it. */
export const ownSiteBodySchema = z.strictObject({
  website: z.union([z.literal(''), providerLinkUrlSchema]),
});
export type OwnSiteBody = z.input<typeof ownSiteBodySchema>;
