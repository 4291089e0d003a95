import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { Loading } from '../../layout/Loading.tsx';

/** A section's loading and error states (the error with a retry). */
export function QueryState({ query }: { query: { isPending: boolean; isError: boolean; error: unknown; refetch(): unknown } }) {
  if (query.isPending) return <Loading />;
  if (!query.isError) return null;
  return <LoadFailed query={query} />;
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
