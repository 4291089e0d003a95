import type { Lead } from '@alliance/shared/leads';
import { useId } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../../../widget/src/i18n/react.tsx';
import { formatInstant, LeadSignals, leadTitle, placeOf, priceText, StatusBadge } from './LeadParts.tsx';

/** A lead in the inbox: what, when, where, for how many and how much, its price and its signals. */
export function LeadCard({ lead, index }: { lead: Lead; index: number }) {
  const { t, i18n } = useTranslation('leads');
  const id = useId();
  const unread = lead.status === 'new';
  const { guestRange, budgetRange } = lead.project;
  const place = placeOf(lead);
  return (
    <li data-index={index}>
      <article className={unread ? 'card lead-card unread' : 'card lead-card'} aria-labelledby={id}>
        <div className="lead-card-top">
          <h2 id={id}>
            <Link href={`/leads/${lead.uuid}`}>{leadTitle(lead, t, i18n.language)}</Link>
          </h2>
          <StatusBadge status={lead.status} />
        </div>
        <ul className="lead-facts">
          {place && <li>{place}</li>}
          {guestRange && <li>{t('card.guests', { range: guestRange })}</li>}
          {budgetRange && <li>{t('card.budget', { range: budgetRange })}</li>}
        </ul>
        <p className="lead-price">{priceText(lead, t)}</p>
        <LeadSignals lead={lead} />
        <p className="muted">
          {t('card.received', { date: formatInstant(lead.receivedAt, i18n.language) })} ·{' '}
          {t('card.source', { source: t(`source.${lead.source}`) })}
        </p>
      </article>
    </li>
  );
}
