import { Link } from 'wouter';
import { useTranslation } from '../../../i18n/react.tsx';

/** Any address the app does not know (the server answered it with status 404). */
export function NotFoundPage() {
  const { t } = useTranslation('app');
  return (
    <section className="app-not-found" aria-labelledby="app-not-found-title">
      <h1 id="app-not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p>
        <Link href="/" className="app-button primary">
          {t('notFound.home')}
        </Link>
      </p>
    </section>
  );
}
