import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { errorText } from '../lib/errors.ts';

/** A read that failed, announced: what the server said (or why it could not be asked), and a retry. */
export function LoadFailed({ query }: { query: { error: unknown; refetch(): unknown } }) {
  const { t } = useTranslation('admin');
  return (
    <div className="form-message error" role="alert">
      <p>{errorText(query.error, t)}</p>
      <button type="button" onClick={() => void query.refetch()}>
        {t('retry')}
      </button>
    </div>
  );
}
