import { z } from 'zod';

/** Kinds of outside links a provider can show (website and social networks): the `type` of the track route. */
export const PROVIDER_LINK_TYPES = ['website', 'instagram', 'facebook', 'pinterest', 'youtube', 'tiktok', 'linkedin'] as const;
export const providerLinkTypeSchema = z.enum(PROVIDER_LINK_TYPES, 'validation.linkTypeInvalid');
export type ProviderLinkType = z.infer<typeof providerLinkTypeSchema>;

export const PROVIDER_LINK_URL_MAX = 500;

// Only absolute addresses with a real domain name: no `javascript:`, `data:`, relative or
// scheme-relative (`//host`) address can pass, whatever the browser would make of it.
const httpUrlSchema = z.httpUrl();
// The URL parser silently drops tabs and newlines (`java\nscript:`), and a Location header must
// never carry a control character: a stored link with any of them is refused outright.
const INVISIBLE = /[\s\p{Cc}\p{Cf}]/u;
// Credentials before the host (`https://bank.example@evil.example`) only disguise where a link leads.
const CREDENTIALS = /^https?:\/\/[^/?#]*@/i;

/**
 * Whether a provider's stored link may be followed: an absolute http(s) URL on a domain name.
 * Checked when a link is saved and again by the track route before it redirects.
 */
export function isSafeOutsideUrl(url: string): boolean {
  return !INVISIBLE.test(url) && !CREDENTIALS.test(url) && httpUrlSchema.safeParse(url).success;
}

/** A provider's outside link, as the provider admin saves it (one per type). */
export const providerLinkSchema = z.object({
  type: providerLinkTypeSchema,
  url: z
    .string()
    .trim()
    .max(PROVIDER_LINK_URL_MAX, 'validation.linkUrlInvalid')
    .refine(isSafeOutsideUrl, 'validation.linkUrlInvalid'),
});
export type ProviderLink = z.infer<typeof providerLinkSchema>;
