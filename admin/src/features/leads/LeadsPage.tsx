import { LEAD_STATUSES, type LeadStatus } from '@alliance/shared/leads';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { Link, useSearch } from 'wouter';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { Loading } from '../../layout/Loading.tsx';
import { errorText } from '../../lib/errors.ts';
import { LeadCard } from './LeadCard.tsx';
import { useLeadList } from './leadsApi.ts';
import { useRevealMore } from './useRevealMore.ts';

const TABS = [undefined, ...LEAD_STATUSES] as const;

/** `/leads?status=`: the inbox, a tab per status with its count, newest first, a page at a time. */
export function LeadsPage() {
  const { t } = useTranslation('leads');
  const wanted = new URLSearchParams(useSearch()).get('status');
  const status = LEAD_STATUSES.find((candidate) => candidate === wanted);
  const list = useLeadList(status);
  // While another tab loads, the previous one's counts stay; its leads do not.
  const counts = list.data?.pages[0]?.counts;
  const items = list.isPlaceholderData ? [] : (list.data?.pages.flatMap((page) => page.items) ?? []);
  const more = useRevealMore<HTMLUListElement>(items.length);
  const countOf = (tab: LeadStatus | undefined) =>
    counts ? (tab ? (counts[tab] ?? 0) : LEAD_STATUSES.reduce((sum, s) => sum + (counts[s] ?? 0), 0)) : null;

  return (
    <section className="page">
      <h1>{t('inbox.title')}</h1>
      <p>{t('inbox.intro')}</p>
      <nav aria-label={t('inbox.filter')}>
        <ul className="tabs">
          {TABS.map((tab) => {
            const count = countOf(tab);
            return (
              <li key={tab ?? 'all'}>
                <Link
                  href={tab ? `/leads?status=${tab}` : '/leads'}
                  className="tab"
                  aria-current={tab === status ? 'page' : undefined}
                >
                  {t(`tabs.${tab ?? 'all'}`)}
                  {count !== null && ` (${count})`}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {list.isError && <LoadFailed query={list} />}
      {(list.isPending || list.isPlaceholderData) && <Loading />}
      {list.isSuccess && !list.isPlaceholderData && items.length === 0 && (
        <p className="empty">{t(`empty.${status ?? 'all'}`)}</p>
      )}
      {items.length > 0 && (
        <ul className="lead-list" ref={more.container}>
          {items.map((lead, index) => (
            <LeadCard key={lead.uuid} lead={lead} index={index} />
          ))}
        </ul>
      )}
      {list.hasNextPage && !list.isPlaceholderData && (
        <button
          type="button"
          onClick={() => {
            more.expectMore();
            void list.fetchNextPage();
          }}
          disabled={list.isFetchingNextPage}
        >
          {list.isFetchingNextPage ? t('admin:loading') : t('inbox.more')}
        </button>
      )}
      {list.isFetchNextPageError && (
        <p className="field-error" role="alert">
          {errorText(list.error, t)}
        </p>
      )}
    </section>
  );
}
