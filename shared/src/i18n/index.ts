import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import it from './it.json' with { type: 'json' };
import nl from './nl.json' with { type: 'json' };
import providersDe from './providers/de.json' with { type: 'json' };
import providersEn from './providers/en.json' with { type: 'json' };
import providersEs from './providers/es.json' with { type: 'json' };
import providersFr from './providers/fr.json' with { type: 'json' };
import providersIt from './providers/it.json' with { type: 'json' };
import providersNl from './providers/nl.json' with { type: 'json' };

/** Messages both the server and the clients show (validation, identity), by language. */
export const sharedMessages = { fr, en, nl, de, it, es } as const;

/**
 * The providers' side's validation messages (passwords, company profile), apart so the couples'
 * widget, which must stay small, does not carry them. The server and the admin merge them into
 * `validation` (see `withProviderMessages`).
 */
export const providerMessages = {
  fr: providersFr,
  en: providersEn,
  nl: providersNl,
  de: providersDe,
  it: providersIt,
  es: providersEs,
} as const;

export { withProviderMessages } from './merge.ts';
