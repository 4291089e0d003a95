import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { Link } from 'wouter';

export function NotFoundPage() {
  const { t } = useTranslation('admin');
  return (
    <section className="page">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link href="/">{t('notFound.home')}</Link>
    </section>
  );
}
