import type { Lead } from '@alliance/shared/leads';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { useId } from 'react';
import { Link } from 'wouter';
import { formatInstant } from '../../lib/format.ts';
import { LeadPrice, LeadSignals, leadTitle, placeOf, StatusBadge } from './LeadParts.tsx';

/** The message's first non-empty line (already masked by the server until the unlock), at most 200 characters. */
function firstLine(message: string | null): string | null {
  const line = message
    ?.split('\n')
    .map((text) => text.trim())
    .find(Boolean);
  if (!line) return null;
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

/**
 * A lead in the inbox: who (the couple's first name) and their first words, what, when, where,
 * for how many and how much (said "not specified" when the couple did not say), its price and
 * its signals.
 */
export function LeadCard({ lead, index }: { lead: Lead; index: number }) {
  const { t, i18n } = useTranslation('leads');
  const id = useId();
  const unread = lead.status === 'new';
  const { guestRange, budgetRange } = lead.project;
  const place = placeOf(lead);
  const excerpt = firstLine(lead.project.message);
  return (
    <li data-index={index}>
      <article className={unread ? 'card lead-card unread' : 'card lead-card'} aria-labelledby={id}>
        <div className="lead-card-top">
          <h2 id={id}>
            <Link href={`/leads/${lead.uuid}`}>{leadTitle(lead, t, i18n.language)}</Link>
          </h2>
          <StatusBadge status={lead.status} />
        </div>
        {lead.couple.firstname && <p className="lead-from">{t('card.from', { name: lead.couple.firstname })}</p>}
        {excerpt && (
          <p className="lead-excerpt" title={excerpt}>
            {t('card.excerpt', { text: excerpt })}
          </p>
        )}
        <ul className="lead-facts">
          {place && <li>{place}</li>}
          <li>{t('card.guests', { range: guestRange ?? t('card.unknown') })}</li>
          <li>{t('card.budget', { range: budgetRange ?? t('card.unknown') })}</li>
        </ul>
        <LeadPrice lead={lead} />
        <LeadSignals lead={lead} />
        <p className="muted">
          {t('card.received', { date: formatInstant(lead.receivedAt, i18n.language) })} ·{' '}
          {t('card.source', { source: t(`source.${lead.source}`) })}
        </p>
      </article>
    </li>
  );
}
