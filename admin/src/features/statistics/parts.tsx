import type { ReactNode } from 'react';
import { useTranslation } from '../../../../widget/src/i18n/react.tsx';
import { Loading } from '../../layout/Loading.tsx';
import { errorText } from '../../lib/errors.ts';

/**
 * A chart: a picture of the table beside it, hidden from assistive technologies, which read the
 * table (the same figures, in order) instead.
 */
export function ChartBox({ children }: { children: ReactNode }) {
  return (
    <div className="chart" aria-hidden="true">
      {children}
    </div>
  );
}

/** A section's loading and error states (the error with a retry). */
export function QueryState({ query }: { query: { isPending: boolean; isError: boolean; error: unknown; refetch(): unknown } }) {
  const { t } = useTranslation('statistics');
  if (query.isPending) return <Loading />;
  if (!query.isError) return null;
  return (
    <div className="form-message error" role="alert">
      <p>{errorText(query.error, t)}</p>
      <button type="button" onClick={() => void query.refetch()}>
        {t('admin:retry')}
      </button>
    </div>
  );
}

/**
 * A figure the server could not measure (no request, no département): a dash for the eyes, words
 * for the ears (`label`, for a page without the statistics' texts).
 */
export function Missing({ label }: { label?: string }) {
  const { t } = useTranslation('statistics');
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{label ?? t('missing')}</span>
    </>
  );
}
