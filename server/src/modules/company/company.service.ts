import type {
  companyAddressSchema,
  companyDetailsSchema,
  companyServicesSchema,
  portraitExperiencesSchema,
  socialNetworksSchema,
} from '@alliance/shared/company';
import { type CompanyProfile, isValidSiret, PORTRAIT_MAX_CHARS, PORTRAIT_MIN_CHARS } from '@alliance/shared/company';
import { WELCOME_CREDITS } from '@alliance/shared/credits';
import { PROVIDER_LINK_TYPES, type ProviderLinkType } from '@alliance/shared/provider-links';
import { foldText } from '@alliance/shared/text';
import type { z } from 'zod';
import type { CompanyRegister } from '../../adapters/company-register/index.ts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, FieldValidationError } from '../../plugins/errors.ts';
import { appendLedger } from '../credits/ledger.ts';
import { hostOf } from '../own-site/own-hosts.ts';
import { sanitizePortrait } from '../providers/portrait.ts';
import { refreshProfileCompleteness } from '../providers/providers.repo.ts';
import { createCompanyRepo, type ProviderRow } from './company.repo.ts';

/** The text a reader sees of the portrait's HTML: what its length rules count. */
export const portraitText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The provider's company profile (PROVIDERS.md "Company profile"). Each save is one transaction
 * that also keeps the directory's ranking (`profile_completeness`) and activity (`last_login_at`)
 * true; the public pages show it within their cache's lifetime (60 s).
 */
export function createCompanyService(deps: {
  db: Database;
  clock: () => Date;
  register: CompanyRegister;
  /** Our own hosts (own-site/own-hosts.ts): never a provider's website. */
  isOwnHost: (host: string) => boolean;
}) {
  const repo = createCompanyRepo();

  /**
   * A website on one of our hosts would make the directory's requests `own-site`, free (issue 21,
   * security 1): refused with a field error, before anything is written.
   */
  function checkWebsite(url: string | null | undefined, field: string) {
    const host = hostOf(url || undefined);
    if (host && deps.isOwnHost(host)) throw new FieldValidationError({ [field]: 'validation.websiteOwnHost' });
  }

  async function ownProvider(executor: Executor, providerId: number): Promise<ProviderRow> {
    const row = await repo.provider(executor, providerId);
    if (!row || row.closedAt) throw new AppError(401, 'auth.unauthorized');
    return row;
  }

  async function profile(executor: Executor, providerId: number): Promise<CompanyProfile> {
    const row = await ownProvider(executor, providerId);
    const lists = await repo.lists(executor, providerId);
    return {
      name: row.name,
      siret: row.siret,
      vatNumber: row.vatNumber,
      services: lists.services,
      eventTypes: lists.eventTypes,
      portrait: row.portrait,
      languages: lists.languages,
      address: row.cityId
        ? {
            street: row.street,
            city: row.city,
            zipCode: row.cp,
            countryCode: row.countryCode,
            latitude: row.latitude,
            longitude: row.longitude,
          }
        : null,
      links: Object.fromEntries(lists.links.map((link) => [link.type, link.url])),
      experiences: row.experiences,
    };
  }

  /** One save: the change, the activity date and the ranking points together, then the new profile. */
  async function save(providerId: number, change: (tx: Executor, row: ProviderRow) => Promise<void>): Promise<CompanyProfile> {
    return deps.db.transaction(async (tx) => {
      const row = await ownProvider(tx, providerId);
      await change(tx, row);
      const now = deps.clock();
      await repo.update(tx, providerId, { updatedAt: now, lastLoginAt: now });
      await refreshProfileCompleteness(tx, [providerId]);
      return profile(tx, providerId);
    });
  }

  return {
    profile: (providerId: number) => profile(deps.db, providerId),

    saveName: (providerId: number, name: string) => save(providerId, (tx) => repo.update(tx, providerId, { name })),

    /** The SIRET, and the VAT number when the body has one (null clears it; absent leaves it). */
    saveSiret: (providerId: number, siret: string, vatNumber?: string | null) =>
      save(providerId, (tx) => repo.update(tx, providerId, vatNumber === undefined ? { siret } : { siret, vatNumber })),

    saveServices: (providerId: number, body: z.infer<typeof companyServicesSchema>) =>
      save(providerId, async (tx) => {
        const services = await repo.serviceIds(tx, [...new Set(body.services)]);
        const events = await repo.eventTypeIds(tx, [...new Set(body.eventTypes)]);
        const problems: Record<string, string> = {};
        if (services.length !== new Set(body.services).size) problems.services = 'validation.unknownChoice';
        if (events.length !== new Set(body.eventTypes).size) problems.eventTypes = 'validation.unknownChoice';
        if (Object.keys(problems).length) throw new FieldValidationError(problems);
        await repo.replaceServices(
          tx,
          providerId,
          services.map((s) => s.id),
          events.map((e) => e.id),
        );
      }),

    /** The portrait is sanitized here, once, with the directory's allowlist: only the clean copy is stored. */
    saveDetails: (providerId: number, body: z.infer<typeof companyDetailsSchema>) =>
      save(providerId, async (tx) => {
        const portrait = sanitizePortrait(body.portrait);
        const problems: Record<string, string> = {};
        if (portraitText(portrait).length > PORTRAIT_MAX_CHARS) problems.portrait = 'validation.portraitTooLong';
        const languages = [...new Set(body.languages)];
        if ((await repo.knownLanguages(tx, languages)).length !== languages.length)
          problems.languages = 'validation.unknownChoice';
        if (Object.keys(problems).length) throw new FieldValidationError(problems);
        await repo.update(tx, providerId, { portrait });
        await repo.replaceLanguages(tx, providerId, languages);
      }),

    /** The place from the locality search: the provider moves to that city and département in the directory. */
    saveAddress: (providerId: number, body: z.infer<typeof companyAddressSchema>) =>
      save(providerId, async (tx) => {
        const place = await repo.place(tx, body.countryCode, body.zipCode, foldText(body.city));
        if (!place) throw new FieldValidationError({ city: 'validation.locationInvalid' });
        await repo.update(tx, providerId, {
          street: body.street || null,
          countryCode: body.countryCode,
          cityId: place.id,
          departementId: place.departementId,
          city: place.name,
          cp: body.zipCode,
          latitude: body.latitude,
          longitude: body.longitude,
        });
      }),

    saveLinks: (providerId: number, body: z.infer<typeof socialNetworksSchema>) =>
      save(providerId, async (tx) => {
        checkWebsite(body.links.website, 'links.website');
        const links = PROVIDER_LINK_TYPES.flatMap((type: ProviderLinkType) => {
          const url = body.links[type];
          return url ? [{ type, url }] : [];
        });
        await repo.replaceLinks(tx, providerId, links);
      }),

    /** Only the website (the "Mon site" page): the other links stay as they are; empty removes it. */
    saveWebsite: (providerId: number, website: string) =>
      save(providerId, async (tx) => {
        checkWebsite(website, 'website');
        await repo.replaceLink(tx, providerId, 'website', website || null);
      }),

    saveExperiences: (providerId: number, body: z.infer<typeof portraitExperiencesSchema>) =>
      save(providerId, (tx) => repo.update(tx, providerId, { experiences: body.experiences })),

    /** `siren/siret`: format and Luhn offline; the register, when configured, says whether it exists. */
    async lookupSiret(siret: string) {
      const digits = siret.replace(/\s+/g, '');
      if (!isValidSiret(digits)) return { success: true as const, valid: false, verified: false };
      if (!deps.register.online) return { success: true as const, valid: true, verified: false };
      try {
        const company = await deps.register.lookup(digits);
        return { success: true as const, valid: true, verified: company !== undefined, ...(company ? { company } : {}) };
      } catch {
        // The register is down: the number is still well-formed, only unverified.
        return { success: true as const, valid: true, verified: false };
      }
    },

    /**
     * `onboarding/finish`: every missing piece named in `fields`; then the provider is published
     * (listed, suggested, can receive requests) and, the first time, given its welcome credits.
     */
    async finishOnboarding(providerId: number, emailConfirmed: boolean) {
      return deps.db.transaction(async (tx) => {
        const current = await profile(tx, providerId);
        const row = await ownProvider(tx, providerId);
        const missing: Record<string, string> = {};
        if (current.name.trim().length < 2) missing.name = 'validation.required';
        if (!current.address) missing.address = 'validation.required';
        if (current.services.length === 0) missing.services = 'validation.chooseOneService';
        if (current.eventTypes.length === 0) missing.eventTypes = 'validation.chooseOneEventType';
        if (portraitText(current.portrait).length < PORTRAIT_MIN_CHARS) missing.portrait = 'validation.portraitTooShort';
        // None typed yet is missing, not wrong: saying "check the digits" would mislead.
        if (row.countryCode === 'FR' && !(current.siret && isValidSiret(current.siret)))
          missing.siret = current.siret ? 'validation.siretInvalid' : 'validation.required';
        if (!emailConfirmed) missing.email = 'validation.emailNotConfirmed';
        if (Object.keys(missing).length) throw new FieldValidationError(missing);
        const now = deps.clock();
        await repo.update(tx, providerId, { publishedAt: row.publishedAt ?? now, updatedAt: now, lastLoginAt: now });
        // Welcome credits, once per provider (the ledger's unique index: a second finish adds none).
        if (!row.publishedAt) await appendLedger(tx, { providerId, at: now, delta: WELCOME_CREDITS, kind: 'welcome' });
      });
    },
  };
}

export type CompanyService = ReturnType<typeof createCompanyService>;
