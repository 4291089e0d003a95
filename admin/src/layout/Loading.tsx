import { useTranslation } from '@alliance/widget/i18n/react.tsx';

export function Loading() {
  const { t } = useTranslation('admin');
  return (
    <p className="loading" role="status">
      {t('loading')}
    </p>
  );
}
