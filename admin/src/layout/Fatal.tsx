import { useTranslation } from '@alliance/widget/i18n/react.tsx';

/** Spec §8: a render error shows this page, with a button that reloads. */
export function Fatal({ reload }: { reload: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <main className="admin-main fatal" role="alert">
      <h1>{t('fatal.title')}</h1>
      <button type="button" className="primary" onClick={reload}>
        {t('fatal.reload')}
      </button>
    </main>
  );
}
