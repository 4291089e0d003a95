import { providerMessages, sharedMessages, withProviderMessages } from '@alliance/shared/i18n/index';
import { LOCALES, type Locale } from '@alliance/shared/locale';
import { nameFormatters } from '@alliance/shared/text';
import i18next, { type TFunction } from 'i18next';
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import it from './locales/it.json' with { type: 'json' };
import leadsDe from './locales/leads.de.json' with { type: 'json' };
import leadsEn from './locales/leads.en.json' with { type: 'json' };
import leadsEs from './locales/leads.es.json' with { type: 'json' };
import leadsFr from './locales/leads.fr.json' with { type: 'json' };
import leadsIt from './locales/leads.it.json' with { type: 'json' };
import leadsNl from './locales/leads.nl.json' with { type: 'json' };
import legalDe from './locales/legal.de.json' with { type: 'json' };
import legalEn from './locales/legal.en.json' with { type: 'json' };
import legalEs from './locales/legal.es.json' with { type: 'json' };
import legalFr from './locales/legal.fr.json' with { type: 'json' };
import legalIt from './locales/legal.it.json' with { type: 'json' };
import legalNl from './locales/legal.nl.json' with { type: 'json' };
import mediaDe from './locales/media.de.json' with { type: 'json' };
import mediaEn from './locales/media.en.json' with { type: 'json' };
import mediaEs from './locales/media.es.json' with { type: 'json' };
import mediaFr from './locales/media.fr.json' with { type: 'json' };
import mediaIt from './locales/media.it.json' with { type: 'json' };
import mediaNl from './locales/media.nl.json' with { type: 'json' };
import nl from './locales/nl.json' with { type: 'json' };
import paymentsDe from './locales/payments.de.json' with { type: 'json' };
import paymentsEn from './locales/payments.en.json' with { type: 'json' };
import paymentsEs from './locales/payments.es.json' with { type: 'json' };
import paymentsFr from './locales/payments.fr.json' with { type: 'json' };
import paymentsIt from './locales/payments.it.json' with { type: 'json' };
import paymentsNl from './locales/payments.nl.json' with { type: 'json' };
import portfoliosDe from './locales/portfolios.de.json' with { type: 'json' };
import portfoliosEn from './locales/portfolios.en.json' with { type: 'json' };
import portfoliosEs from './locales/portfolios.es.json' with { type: 'json' };
import portfoliosFr from './locales/portfolios.fr.json' with { type: 'json' };
import portfoliosIt from './locales/portfolios.it.json' with { type: 'json' };
import portfoliosNl from './locales/portfolios.nl.json' with { type: 'json' };
import premiumDe from './locales/premium.de.json' with { type: 'json' };
import premiumEn from './locales/premium.en.json' with { type: 'json' };
import premiumEs from './locales/premium.es.json' with { type: 'json' };
import premiumFr from './locales/premium.fr.json' with { type: 'json' };
import premiumIt from './locales/premium.it.json' with { type: 'json' };
import premiumNl from './locales/premium.nl.json' with { type: 'json' };
import pricingDe from './locales/pricing.de.json' with { type: 'json' };
import pricingEn from './locales/pricing.en.json' with { type: 'json' };
import pricingEs from './locales/pricing.es.json' with { type: 'json' };
import pricingFr from './locales/pricing.fr.json' with { type: 'json' };
import pricingIt from './locales/pricing.it.json' with { type: 'json' };
import pricingNl from './locales/pricing.nl.json' with { type: 'json' };
import statisticsDe from './locales/statistics.de.json' with { type: 'json' };
import statisticsEn from './locales/statistics.en.json' with { type: 'json' };
import statisticsEs from './locales/statistics.es.json' with { type: 'json' };
import statisticsFr from './locales/statistics.fr.json' with { type: 'json' };
import statisticsIt from './locales/statistics.it.json' with { type: 'json' };
import statisticsNl from './locales/statistics.nl.json' with { type: 'json' };
import videosDe from './locales/videos.de.json' with { type: 'json' };
import videosEn from './locales/videos.en.json' with { type: 'json' };
import videosEs from './locales/videos.es.json' with { type: 'json' };
import videosFr from './locales/videos.fr.json' with { type: 'json' };
import videosIt from './locales/videos.it.json' with { type: 'json' };
import videosNl from './locales/videos.nl.json' with { type: 'json' };

/**
 * Every server text of each language: the pages', the leads', the media's, the payments' and the pricing page's (one file per
 * capability, each with its own top-level keys) and the legal pages' (kept apart, they are long).
 */
export const serverMessages = {
  fr: {
    ...fr,
    ...leadsFr,
    ...mediaFr,
    ...paymentsFr,
    ...pricingFr,
    ...portfoliosFr,
    ...videosFr,
    ...statisticsFr,
    ...premiumFr,
    legal: legalFr,
  },
  en: {
    ...en,
    ...leadsEn,
    ...mediaEn,
    ...paymentsEn,
    ...pricingEn,
    ...portfoliosEn,
    ...videosEn,
    ...statisticsEn,
    ...premiumEn,
    legal: legalEn,
  },
  nl: {
    ...nl,
    ...leadsNl,
    ...mediaNl,
    ...paymentsNl,
    ...pricingNl,
    ...portfoliosNl,
    ...videosNl,
    ...statisticsNl,
    ...premiumNl,
    legal: legalNl,
  },
  de: {
    ...de,
    ...leadsDe,
    ...mediaDe,
    ...paymentsDe,
    ...pricingDe,
    ...portfoliosDe,
    ...videosDe,
    ...statisticsDe,
    ...premiumDe,
    legal: legalDe,
  },
  it: {
    ...it,
    ...leadsIt,
    ...mediaIt,
    ...paymentsIt,
    ...pricingIt,
    ...portfoliosIt,
    ...videosIt,
    ...statisticsIt,
    ...premiumIt,
    legal: legalIt,
  },
  es: {
    ...es,
    ...leadsEs,
    ...mediaEs,
    ...paymentsEs,
    ...pricingEs,
    ...portfoliosEs,
    ...videosEs,
    ...statisticsEs,
    ...premiumEs,
    legal: legalEs,
  },
} as const;

/** Server-side texts (pages, API error messages); French is the source language. */
const i18n = i18next.createInstance();
await i18n.init({
  // Server texts plus the messages shared with the clients (validation, identity).
  resources: Object.fromEntries(
    Object.entries(serverMessages).map(([locale, own]) => [
      locale,
      {
        translation: {
          ...own,
          ...withProviderMessages(sharedMessages[locale as Locale], providerMessages[locale as Locale]),
        },
      },
    ]),
  ),
  supportedLngs: [...LOCALES],
  fallbackLng: 'fr',
  // React escapes what it renders and JSON is not HTML: escaping here would double it.
  interpolation: { escapeValue: false },
  initAsync: false,
});
// "d’Atelier", "Rosewood Weddings’": `{{name, elidedDe}}`, `{{name, possessive}}` (shared/src/text.ts).
for (const [name, format] of Object.entries(nameFormatters())) i18n.services.formatter?.add(name, format);

const translators = new Map<Locale, TFunction>(LOCALES.map((locale) => [locale, i18n.getFixedT(locale)]));

/** The translate function of one language. */
export function translator(locale: Locale): TFunction {
  return translators.get(locale) ?? i18n.getFixedT('fr');
}
