import type { Lead, LeadStatus } from '@alliance/shared/leads';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import type { TFunction } from 'i18next';
import { formatDay, formatInstant, italianElides } from '../../lib/format.ts';
import { useCreditPrice } from '../credits/creditPrice.ts';

/** The lead's status, as a badge (a new one stands out). */
export function StatusBadge({ status }: { status: LeadStatus }) {
  const { t } = useTranslation('leads');
  return <span className={`badge status-${status}`}>{t(`status.${status}`)}</span>;
}

/** "Mariage, 12 septembre 2026": what the couple plans, and when. */
export function leadTitle(lead: Lead, t: TFunction, language: string): string {
  const type = lead.project.eventTypeName || t('untitled');
  return lead.project.eventDate ? t('titleWithDate', { type, date: formatDay(lead.project.eventDate, language) }) : type;
}

/** "Bordeaux (33000)", or whichever of the two is known. */
export function placeOf(lead: Lead): string | null {
  const { city, cp } = lead.project;
  if (city && cp) return `${city} (${cp})`;
  return city || cp || null;
}

/**
 * What the lead costs, or cost: the credits paid once unlocked; before, the price, with why it is
 * free when it is (sent from the provider's own site, or this couple already unlocked for that date).
 */
export function priceText(lead: Lead, t: TFunction): string {
  if (lead.paid !== null)
    return lead.paid === 0 ? t('price.paidFree') : t('price.paid', { amount: t('amount', { count: lead.paid }) });
  if (lead.price > 0) return t('price.credits', { amount: t('amount', { count: lead.price }) });
  return lead.source === 'own-site' ? t('price.freeOwnSite') : t('price.freeSameCouple');
}

/**
 * The price line of a card or a page: the credits, and for a lead still to unlock what they cost
 * in money (from the cheapest to the dearest pack, VAT incl.). A declined lead, or a withdrawn one
 * never paid for, has no price to show.
 */
export function LeadPrice({ lead }: { lead: Lead }) {
  const { t } = useTranslation('leads');
  const inMoney = useCreditPrice();
  if (lead.paid === null && (lead.status === 'rejected' || lead.status === 'withdrawn')) return null;
  const money = lead.paid === null && lead.price > 0 ? inMoney(lead.price) : null;
  return (
    <p className="lead-price">
      {priceText(lead, t)}
      {money && <span className="euros"> {money}</span>}
    </p>
  );
}

/** What no competitor shows before paying: how real and how contested the request is. */
export function LeadSignals({ lead }: { lead: Lead }) {
  const { t, i18n } = useTranslation('leads');
  const { signals, couple } = lead;
  const items: [string, string, string?][] = [
    [
      'phone',
      couple.phoneVerified ? t('signals.phoneVerified') : t('signals.phoneNotVerified'),
      couple.phoneVerified ? 'good' : undefined,
    ],
    [
      'completeness',
      t('signals.completeness', {
        percent: signals.completeness,
        // Italian elides before a vowel sound ("all'89 %"); the other languages have no such form.
        context: italianElides(signals.completeness) ? 'elided' : undefined,
      }),
    ],
    ['sentTo', t('signals.sentTo', { count: signals.sentTo })],
    ['unlockedBy', t('signals.unlockedBy', { count: signals.unlockedBy })],
  ];
  if (signals.projectCreatedAt) {
    items.splice(1, 0, ['created', t('signals.created', { date: formatInstant(signals.projectCreatedAt, i18n.language) })]);
  }
  return (
    <ul className="signals" aria-label={t('signals.label')}>
      {items.map(([key, text, tone]) => (
        <li key={key} className={tone}>
          {text}
        </li>
      ))}
    </ul>
  );
}
