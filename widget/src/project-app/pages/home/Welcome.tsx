import { Link } from 'wouter';
import { useTranslation } from '../../../i18n/react.tsx';
import { SignInPanel } from '../../layout/SignInPanel.tsx';

/** Spec §1's marketing claims, in the order the spec gives them. */
const CLAIMS = ['providers', 'answer', 'describe', 'suggestions', 'responses'] as const;
const TESTIMONIALS = ['first', 'second', 'third'] as const;

/** The home page of a visitor: the claims, the way in (describe a project), testimonials, sign-in. */
export function Welcome() {
  const { t } = useTranslation('app');
  return (
    <div className="app-welcome">
      <section className="app-hero" aria-labelledby="app-hero-title">
        <h1 id="app-hero-title">{t('home.title')}</h1>
        <p className="app-lead">{t('home.lead')}</p>
        <p className="app-actions">
          <Link href="/projects/new" className="app-button primary">
            {t('home.describe')}
          </Link>
          <Link href="/search" className="app-button">
            {t('home.search')}
          </Link>
        </p>
      </section>

      <section aria-labelledby="app-claims-title">
        <h2 id="app-claims-title">{t('home.claims.title')}</h2>
        <ul className="app-claims">
          {CLAIMS.map((claim) => (
            <li key={claim}>
              <strong>{t(`home.claims.${claim}.title`)}</strong>
              <span>{t(`home.claims.${claim}.text`)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="app-testimonials-title">
        <h2 id="app-testimonials-title">{t('home.testimonials.title')}</h2>
        <div className="app-testimonials">
          {TESTIMONIALS.map((key) => (
            <figure key={key} className="app-testimonial">
              <blockquote>
                <p>{t(`home.testimonials.${key}.quote`)}</p>
              </blockquote>
              <figcaption>{t(`home.testimonials.${key}.author`)}</figcaption>
            </figure>
          ))}
        </div>
      </section>

      <section aria-labelledby="app-home-signin-title">
        <h2 id="app-home-signin-title">{t('signIn.title')}</h2>
        <p>{t('signIn.intro')}</p>
        <SignInPanel />
      </section>
    </div>
  );
}
