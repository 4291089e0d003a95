import { Link } from 'wouter';
import { useTranslation } from '../../../widget/src/i18n/react.tsx';

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
