import { COUNTRY_CODES, type CountryCode } from '@alliance/shared/countries';
// zod/mini: the same zod, built to be tree-shaken; the script carries only what it uses.
import * as z from 'zod/mini';
import { countryOfHostname } from './country.ts';

/** An event type the provider's page offers (spec §2): the projects' slugs are matched against it. */
const eventTypeOptionSchema = z.object({ slug: z.string().check(z.minLength(1)), name: z.string().check(z.minLength(1)) });
type EventTypeOption = z.infer<typeof eventTypeOptionSchema>;

const jsonText = z.pipe(
  z.string(),
  z.transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.issues.push({ code: 'custom', message: 'not JSON', input: text });
      return z.NEVER;
    }
  }),
);

// An absolute http(s) URL, checked by the browser's own parser (zod's z.url() weighs 2 KB more).
const httpUrl = z.string().check(
  z.refine((text) => {
    try {
      return /^https?:$/.test(new URL(text).protocol);
    } catch {
      return false;
    }
  }, 'not an http(s) URL'),
);

/** The element's attributes (r2wc hands them over as strings; kebab-case in HTML). */
const widgetAttributesSchema = z.object({
  providerId: z.pipe(
    z.string().check(z.regex(/^[1-9]\d{0,9}$/, 'not a positive integer')),
    z.transform((digits: string) => Number(digits)),
  ),
  eventTypes: z.pipe(jsonText, z.array(eventTypeOptionSchema).check(z.minLength(1))),
  baseUrl: httpUrl,
  apiBase: z.optional(httpUrl),
  country: z.optional(
    z.pipe(
      z.string(),
      z.pipe(
        z.transform((code: string) => code.toUpperCase()),
        z.enum(COUNTRY_CODES as [CountryCode, ...CountryCode[]]),
      ),
    ),
  ),
});
type WidgetAttributes = z.infer<typeof widgetAttributesSchema>;

/** What the element works with: attributes checked, API origin and country settled. */
export interface WidgetConfig {
  providerId: number;
  eventTypes: EventTypeOption[];
  /** The project-creation app (`…?project=new&prestataire={id}`). */
  baseUrl: string;
  /** Origin of our www host: the script's origin unless `api-base` says otherwise. */
  apiBase: string;
  /** Default country of the phone field: the `country` attribute, else the page's domain. */
  country: CountryCode;
}

export { countryOfHostname };

export type RawAttributes = Partial<Record<keyof WidgetAttributes, string>>;

/** The config, or the reasons the attributes are unusable (one console error, nothing rendered). */
export function readAttributes(
  raw: RawAttributes,
  context: { scriptOrigin?: string; pageHostname: string },
): { ok: true; config: WidgetConfig } | { ok: false; problems: string[] } {
  const parsed = widgetAttributesSchema.safeParse(raw);
  if (!parsed.success) {
    const kebab = (name: PropertyKey) => String(name).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    return { ok: false, problems: parsed.error.issues.map((issue) => `${kebab(issue.path[0] ?? '?')}: ${issue.message}`) };
  }
  const { providerId, eventTypes, baseUrl, apiBase, country } = parsed.data;
  const origin = apiBase ?? context.scriptOrigin;
  if (!origin) return { ok: false, problems: ['api-base: required when the script origin is unknown'] };
  return {
    ok: true,
    config: {
      providerId,
      eventTypes,
      baseUrl,
      apiBase: new URL(origin).origin,
      country: country ?? countryOfHostname(context.pageHostname),
    },
  };
}
