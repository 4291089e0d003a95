import { z } from 'zod';

/** A language a provider speaks, labelled in the caller's language. */
export const providerLanguageSchema = z.object({ iso: z.string(), label: z.string() });

/** A provider card (spec §3 "Provider (prestataire)"): suggestions, get-planner, get-all-planners. */
export const providerCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  /** Postal code; its first 2 characters are shown as the département. */
  cp: z.string(),
  /** Sanitized HTML (allowlist), safe to render as is. */
  portrait: z.string(),
  /** The provider's profile page (www host), the page that embeds the widget. */
  profileUrl: z.string(),
  /** Through the image proxy (by id), or null without a profile image. */
  profileImage: z.string().nullable(),
  isPremium: z.boolean(),
  /** Logged in within the last 90 days (spec §9). */
  hasLoggedInTheLastDays: z.boolean(),
  langues: z.array(providerLanguageSchema),
});
export type ProviderCard = z.infer<typeof providerCardSchema>;

/** Spec §9: a provider counts as up to date if logged in within the last 90 days. */
export const ACTIVE_PROVIDER_DAYS = 90;
