import type { Locale } from '@alliance/shared/locale';
import type { Translations } from '../../db/schema/reference.ts';

/** Reference lists offered to couples and providers; French is the source, position = list order. */
export interface NamedItem {
  slug: string;
  names: Translations;
}

export const EVENT_TYPES: readonly NamedItem[] = [
  { slug: 'mariage', names: { fr: 'Mariage', en: 'Wedding', nl: 'Bruiloft', de: 'Hochzeit', it: 'Matrimonio', es: 'Boda' } },
  {
    slug: 'pacs',
    names: {
      fr: 'PACS',
      en: 'Civil partnership',
      nl: 'Geregistreerd partnerschap',
      de: 'Eingetragene Partnerschaft',
      it: 'Unione civile',
      es: 'Pareja de hecho',
    },
  },
  {
    slug: 'ceremonie-laique',
    names: {
      fr: 'Cérémonie laïque',
      en: 'Secular ceremony',
      nl: 'Vrije ceremonie',
      de: 'Freie Trauung',
      it: 'Cerimonia laica',
      es: 'Ceremonia laica',
    },
  },
  {
    slug: 'fiancailles',
    names: {
      fr: 'Fiançailles',
      en: 'Engagement party',
      nl: 'Verlovingsfeest',
      de: 'Verlobungsfeier',
      it: 'Festa di fidanzamento',
      es: 'Fiesta de compromiso',
    },
  },
  {
    slug: 'demande-en-mariage',
    names: {
      fr: 'Demande en mariage',
      en: 'Marriage proposal',
      nl: 'Huwelijksaanzoek',
      de: 'Heiratsantrag',
      it: 'Proposta di matrimonio',
      es: 'Pedida de mano',
    },
  },
  {
    slug: 'renouvellement-de-voeux',
    names: {
      fr: 'Renouvellement de vœux',
      en: 'Vow renewal',
      nl: 'Hernieuwing van de huwelijksbeloften',
      de: 'Erneuerung des Eheversprechens',
      it: 'Rinnovo delle promesse nuziali',
      es: 'Renovación de votos',
    },
  },
  {
    slug: 'anniversaire-de-mariage',
    names: {
      fr: 'Anniversaire de mariage',
      en: 'Wedding anniversary',
      nl: 'Huwelijksjubileum',
      de: 'Hochzeitsjubiläum',
      it: 'Anniversario di matrimonio',
      es: 'Aniversario de boda',
    },
  },
  {
    slug: 'bapteme',
    names: { fr: 'Baptême', en: 'Christening', nl: 'Doopfeest', de: 'Tauffeier', it: 'Battesimo', es: 'Bautizo' },
  },
  {
    slug: 'evjf-evg',
    names: {
      fr: 'EVJF / EVG',
      en: 'Hen or stag party',
      nl: 'Vrijgezellenfeest',
      de: 'Junggesellenabschied',
      it: 'Addio al nubilato o al celibato',
      es: 'Despedida de soltera o soltero',
    },
  },
];

export const SERVICE_TYPES: readonly NamedItem[] = [
  {
    slug: 'organisation-complete',
    names: {
      fr: 'Organisation complète',
      en: 'Full planning',
      nl: 'Volledige organisatie',
      de: 'Komplette Planung',
      it: 'Organizzazione completa',
      es: 'Organización integral',
    },
  },
  {
    slug: 'organisation-partielle',
    names: {
      fr: 'Organisation partielle',
      en: 'Partial planning',
      nl: 'Gedeeltelijke organisatie',
      de: 'Teilplanung',
      it: 'Organizzazione parziale',
      es: 'Organización parcial',
    },
  },
  {
    slug: 'coordination-jour-j',
    names: {
      fr: 'Coordination du jour J',
      en: 'On-the-day coordination',
      nl: 'Dagcoördinatie',
      de: 'Koordination am großen Tag',
      it: 'Coordinamento del grande giorno',
      es: 'Coordinación del gran día',
    },
  },
  {
    slug: 'conseils-accompagnement',
    names: {
      fr: 'Conseils et accompagnement',
      en: 'Advice and guidance',
      nl: 'Advies en begeleiding',
      de: 'Beratung und Begleitung',
      it: 'Consulenza e accompagnamento',
      es: 'Asesoramiento y acompañamiento',
    },
  },
  {
    slug: 'recherche-lieu-prestataires',
    names: {
      fr: 'Recherche du lieu et des prestataires',
      en: 'Venue and supplier sourcing',
      nl: 'Zoeken naar locatie en leveranciers',
      de: 'Suche nach Location und Dienstleistern',
      it: 'Ricerca della location e dei fornitori',
      es: 'Búsqueda del lugar y de los proveedores',
    },
  },
  {
    slug: 'decoration-scenographie',
    names: {
      fr: 'Décoration et scénographie',
      en: 'Styling and decoration',
      nl: 'Decoratie en styling',
      de: 'Dekoration und Raumgestaltung',
      it: 'Decorazione e allestimento',
      es: 'Decoración y ambientación',
    },
  },
  {
    slug: 'officiant-ceremonie-laique',
    names: {
      fr: 'Officiant de cérémonie laïque',
      en: 'Secular ceremony celebrant',
      nl: 'Ceremoniespreker',
      de: 'Freie Traurede',
      it: 'Celebrante di cerimonie laiche',
      es: 'Oficiante de ceremonias laicas',
    },
  },
  {
    slug: 'destination-wedding',
    names: {
      fr: 'Destination wedding',
      en: 'Destination wedding',
      nl: 'Trouwen in het buitenland',
      de: 'Hochzeit im Ausland',
      it: 'Matrimonio all’estero',
      es: 'Boda en el extranjero',
    },
  },
];

/** ISO 639-1 codes: the six interface languages first, then those couples in France often ask for. */
const LANGUAGE_ISOS = ['fr', 'en', 'nl', 'de', 'it', 'es', 'pt', 'ar', 'ru', 'zh', 'pl', 'ja'] as const;
export type LanguageIso = (typeof LANGUAGE_ISOS)[number];

// One column per interface language, rows in LANGUAGE_ISOS order: easier to proofread than 72 objects.
// biome-ignore format: one row per interface language, aligned for proofreading
const LANGUAGE_NAMES: Record<Locale, readonly string[]> = {
  fr: ['Français', 'Anglais', 'Néerlandais', 'Allemand', 'Italien', 'Espagnol', 'Portugais', 'Arabe', 'Russe', 'Chinois', 'Polonais', 'Japonais'],
  en: ['French', 'English', 'Dutch', 'German', 'Italian', 'Spanish', 'Portuguese', 'Arabic', 'Russian', 'Chinese', 'Polish', 'Japanese'],
  nl: ['Frans', 'Engels', 'Nederlands', 'Duits', 'Italiaans', 'Spaans', 'Portugees', 'Arabisch', 'Russisch', 'Chinees', 'Pools', 'Japans'],
  de: ['Französisch', 'Englisch', 'Niederländisch', 'Deutsch', 'Italienisch', 'Spanisch', 'Portugiesisch', 'Arabisch', 'Russisch', 'Chinesisch', 'Polnisch', 'Japanisch'],
  it: ['Francese', 'Inglese', 'Olandese', 'Tedesco', 'Italiano', 'Spagnolo', 'Portoghese', 'Arabo', 'Russo', 'Cinese', 'Polacco', 'Giapponese'],
  es: ['Francés', 'Inglés', 'Neerlandés', 'Alemán', 'Italiano', 'Español', 'Portugués', 'Árabe', 'Ruso', 'Chino', 'Polaco', 'Japonés'],
};

export const LANGUAGES: readonly { iso: LanguageIso; labels: Translations }[] = LANGUAGE_ISOS.map((iso, i) => ({
  iso,
  labels: {
    fr: LANGUAGE_NAMES.fr[i] ?? '',
    en: LANGUAGE_NAMES.en[i] ?? '',
    nl: LANGUAGE_NAMES.nl[i] ?? '',
    de: LANGUAGE_NAMES.de[i] ?? '',
    it: LANGUAGE_NAMES.it[i] ?? '',
    es: LANGUAGE_NAMES.es[i] ?? '',
  },
}));

export type RangeKind = 'guest' | 'budget' | 'planner_budget';

export interface RangeItem {
  kind: RangeKind;
  slug: string;
  /** Half-open [min, max): guests, or integer euro cents for budgets; max null = "and more". */
  min: number;
  max: number | null;
  labels: Translations;
}

type Templates = Record<Locale, { under: string; between: string; over: string }>;

const GUEST_TEMPLATES: Templates = {
  fr: { under: 'Moins de {a} invités', between: '{a} à {b} invités', over: 'Plus de {a} invités' },
  en: { under: 'Fewer than {a} guests', between: '{a} to {b} guests', over: 'More than {a} guests' },
  nl: { under: 'Minder dan {a} gasten', between: '{a} tot {b} gasten', over: 'Meer dan {a} gasten' },
  de: { under: 'Weniger als {a} Gäste', between: '{a} bis {b} Gäste', over: 'Mehr als {a} Gäste' },
  it: { under: 'Meno di {a} invitati', between: 'Da {a} a {b} invitati', over: 'Più di {a} invitati' },
  es: { under: 'Menos de {a} invitados', between: 'De {a} a {b} invitados', over: 'Más de {a} invitados' },
};

const MONEY_TEMPLATES: Templates = {
  fr: { under: 'Moins de {a}', between: 'De {a} à {b}', over: 'Plus de {a}' },
  en: { under: 'Under {a}', between: '{a} to {b}', over: 'Over {a}' },
  nl: { under: 'Minder dan {a}', between: '{a} tot {b}', over: 'Meer dan {a}' },
  de: { under: 'Unter {a}', between: '{a} bis {b}', over: 'Über {a}' },
  it: { under: 'Meno di {a}', between: 'Da {a} a {b}', over: 'Oltre {a}' },
  es: { under: 'Menos de {a}', between: 'De {a} a {b}', over: 'Más de {a}' },
};

// Number tags of the country domains, so each label groups digits the way its readers do.
const NUMBER_LOCALES: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB', nl: 'nl-BE', de: 'de-DE', it: 'it-IT', es: 'es-ES' };

function rangeList(kind: RangeKind, bounds: readonly number[], templates: Templates, money: boolean): RangeItem[] {
  const format = (locale: Locale, value: number) =>
    new Intl.NumberFormat(
      NUMBER_LOCALES[locale],
      money ? { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 } : {},
    ).format(value);
  const label = (min: number, max: number | null) => {
    const entries = (Object.keys(templates) as Locale[]).map((locale) => {
      const t = templates[locale];
      const text =
        min === 0
          ? t.under.replace('{a}', format(locale, max ?? 0))
          : max === null
            ? t.over.replace('{a}', format(locale, min))
            : t.between.replace('{a}', format(locale, min)).replace('{b}', format(locale, max));
      return [locale, text] as const;
    });
    return Object.fromEntries(entries) as Translations;
  };
  const cents = money ? 100 : 1;
  return [0, ...bounds].map((min, i) => {
    const max = bounds[i] ?? null;
    const slug = min === 0 ? `moins-de-${max}` : max === null ? `plus-de-${min}` : `${min}-${max}`;
    return { kind, slug, min: min * cents, max: max === null ? null : max * cents, labels: label(min, max) };
  });
}

export const RANGES: readonly RangeItem[] = [
  ...rangeList('guest', [50, 100, 150, 200], GUEST_TEMPLATES, false),
  // Whole wedding budget, in euros here, stored in cents.
  ...rangeList('budget', [10_000, 20_000, 30_000, 50_000], MONEY_TEMPLATES, true),
  // What the couple plans to spend on the planner alone.
  ...rangeList('planner_budget', [1_500, 3_000, 5_000, 8_000], MONEY_TEMPLATES, true),
];
