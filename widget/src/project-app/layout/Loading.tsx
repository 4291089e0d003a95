import { useTranslation } from '../../i18n/react.tsx';

/** A page or panel whose data or code is on its way. */
export function Loading() {
  const { t } = useTranslation('common');
  return (
    <p className="loading" role="status">
      {t('loading')}
    </p>
  );
}
