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

// A bare domain name at the start (`www.example.fr`, `example.fr:8080/contact`): what people
// type for a website. Anything else (`javascript:`, `//host`, `/path`) is left as typed, and refused.
const BARE_DOMAIN =
  /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)+(?::\d+)?(?:[/?#]|$)/u;

/** `www.example.fr` → `https://www.example.fr`: an address typed without its scheme gets https. */
export function withHttps(url: string): string {
  return BARE_DOMAIN.test(url) ? `https://${url}` : url;
}

/** A link's address: trimmed, https added to a bare domain, then checked (client and server alike). */
export const providerLinkUrlSchema = z
  .string()
  .trim()
  .transform(withHttps)
  .pipe(z.string().max(PROVIDER_LINK_URL_MAX, 'validation.linkUrlInvalid').refine(isSafeOutsideUrl, 'validation.linkUrlInvalid'));

/** A provider's outside link, as the provider admin saves it (one per type). */
export const providerLinkSchema = z.object({
  type: providerLinkTypeSchema,
  url: providerLinkUrlSchema,
});
export type ProviderLink = z.infer<typeof providerLinkSchema>;
