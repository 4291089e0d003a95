// biome-ignore-all lint/a11y/noRedundantRoles: a stacked table's rows are blocks on phones, where some browsers drop the implied table roles; explicit ones keep it a table for screen readers
import type { LedgerEntry } from '@alliance/shared/credits';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import type { TFunction } from 'i18next';
import { Link } from 'wouter';
import { Loading } from '../../layout/Loading.tsx';
import { errorText } from '../../lib/errors.ts';
import { formatInstant } from '../../lib/format.ts';
import { useRevealMore } from '../leads/useRevealMore.ts';
import { useCreditLogs } from './creditsApi.ts';

/** The ledger, newest first: each movement, why, and the balance after it; older pages on demand. */
export function Ledger() {
  const { t, i18n } = useTranslation('credits');
  const logs = useCreditLogs();
  const entries = logs.data?.pages.flatMap((page) => page.items) ?? [];
  const more = useRevealMore<HTMLTableSectionElement>(entries.length);
  const signed = new Intl.NumberFormat(i18n.language, { signDisplay: 'exceptZero' });
  const columns = ['date', 'operation', 'delta', 'balance', 'details'] as const;
  const label = (column: (typeof columns)[number]) => t(`ledger.columns.${column}`);

  return (
    <section className="card" aria-labelledby="credits-ledger">
      <h2 id="credits-ledger">{t('ledger.title')}</h2>
      {logs.isPending && <Loading />}
      {logs.isError && !logs.isFetchNextPageError && (
        <p className="form-message error" role="alert">
          {errorText(logs.error, t)}
        </p>
      )}
      {logs.isSuccess && entries.length === 0 && <p className="empty">{t('ledger.empty')}</p>}
      {entries.length > 0 && (
        // Explicit roles: a table for screen readers even as the stacked cards of a phone (display: block).
        <table className="stacked ledger" role="table">
          <caption className="sr-only">{t('ledger.title')}</caption>
          <thead role="rowgroup">
            <tr role="row">
              {columns.map((column) => (
                <th key={column} scope="col" role="columnheader">
                  {label(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody ref={more.container} role="rowgroup">
            {entries.map((entry, index) => (
              <tr key={entry.id} data-index={index} tabIndex={-1} role="row">
                <td role="cell" data-label={label('date')}>
                  {formatInstant(entry.at, i18n.language)}
                </td>
                <td role="cell" data-label={label('operation')}>
                  {operation(entry, t)}
                </td>
                <td role="cell" data-label={label('delta')} className={entry.delta < 0 ? 'debit' : 'credit'}>
                  {signed.format(entry.delta)}
                </td>
                <td role="cell" data-label={label('balance')}>
                  {entry.balanceAfter}
                </td>
                <td role="cell" data-label={label('details')}>
                  <Details entry={entry} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {logs.hasNextPage && (
        <button
          type="button"
          onClick={() => {
            more.expectMore();
            void logs.fetchNextPage();
          }}
          disabled={logs.isFetchingNextPage}
        >
          {logs.isFetchingNextPage ? t('admin:loading') : t('ledger.more')}
        </button>
      )}
      {logs.isFetchNextPageError && (
        <p className="field-error" role="alert">
          {errorText(logs.error, t)}
        </p>
      )}
    </section>
  );
}

/** "Refund (request withdrawn by the couple)": the kind, and the refund's reason when there is one. */
function operation(entry: LedgerEntry, t: TFunction): string {
  const kind = t(`ledger.kinds.${entry.kind}`);
  if (!entry.reason) return kind;
  return t('ledger.withReason', { kind, reason: t(`ledger.reasons.${entry.reason}`, { defaultValue: entry.reason }) });
}

function Details({ entry }: { entry: LedgerEntry }) {
  const { t } = useTranslation('credits');
  const lead = entry.requestUuid && (entry.kind === 'unlock' || entry.kind === 'refund') ? entry.requestUuid : null;
  if (!lead && !entry.invoiceNumber) return null;
  return (
    <span>
      {lead && <Link href={`/leads/${lead}`}>{t('ledger.lead')}</Link>}
      {lead && entry.invoiceNumber && ' · '}
      {entry.invoiceNumber && t('ledger.invoice', { number: entry.invoiceNumber })}
    </span>
  );
}
