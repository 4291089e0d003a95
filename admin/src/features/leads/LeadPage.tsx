import { leadUuidParamsSchema } from '@alliance/shared/leads';
import { ApiError } from '@alliance/widget/api/client.ts';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { Link } from 'wouter';
import { Loading } from '../../layout/Loading.tsx';
import { errorText } from '../../lib/errors.ts';
import { formatInstant } from '../../lib/format.ts';
import { LeadContact } from './LeadContact.tsx';
import { LeadDetails } from './LeadDetails.tsx';
import { LeadPrice, LeadSignals, leadTitle, StatusBadge } from './LeadParts.tsx';
import { useLead } from './leadsApi.ts';

/** `/leads/:uuid`: the lead (read free), its signals and price, and what can be done with it. */
export function LeadPage({ uuid }: { uuid: string }) {
  const valid = leadUuidParamsSchema.safeParse({ uuid }).success;
  return valid ? <KnownLeadPage uuid={uuid} /> : <LeadNotFound />;
}

function KnownLeadPage({ uuid }: { uuid: string }) {
  const { t, i18n } = useTranslation('leads');
  const query = useLead(uuid);
  const lead = query.data;
  if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)) return <LeadNotFound />;
  if (!lead) {
    if (!query.isError) return <Loading />;
    return (
      <section className="page">
        <h1>{t('lead.loadFailed')}</h1>
        <p className="form-message error" role="alert">
          {errorText(query.error, t)}
        </p>
        <button type="button" onClick={() => void query.refetch()}>
          {t('admin:retry')}
        </button>
      </section>
    );
  }
  return (
    <section className="page">
      <p>
        <Link href="/leads">{t('lead.back')}</Link>
      </p>
      <h1>{leadTitle(lead, t, i18n.language)}</h1>
      <p className="lead-meta">
        <StatusBadge status={lead.status} /> {t('card.received', { date: formatInstant(lead.receivedAt, i18n.language) })} ·{' '}
        {t('card.source', { source: t(`source.${lead.source}`) })}
      </p>
      <LeadPrice lead={lead} />
      <LeadContact lead={lead} />
      <section className="card" aria-labelledby="lead-signals">
        <h2 id="lead-signals">{t('signals.label')}</h2>
        <LeadSignals lead={lead} />
      </section>
      <LeadDetails lead={lead} />
    </section>
  );
}

function LeadNotFound() {
  const { t } = useTranslation('leads');
  return (
    <section className="page">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link href="/leads">{t('notFound.back')}</Link>
    </section>
  );
}
