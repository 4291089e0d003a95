import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useWidget } from '../../../context.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { SignInPanel } from '../../layout/SignInPanel.tsx';

/**
 * Spec §1's claims, those the service can back (issue 5): the number of providers is counted in
 * the database; no answer time is promised, since none is measured.
 */
const CLAIMS = ['providers', 'describe', 'suggestions', 'responses'] as const;
const TESTIMONIALS = ['first', 'second', 'third'] as const;

/** The directory's size, from the server; null until known (or when it cannot be had). */
function useProviderCount(): number | null {
  const { api } = useWidget();
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    // The answer's schema comes with the call (client.ts, SchemaLoader): the home page is in the app's first load, zod is not.
    api
      .open('project', 'get', 'api/app-stats', () => import('@alliance/shared/app-stats').then((m) => m.appStatsResponseSchema))
      .then(
        (answer) => live && setCount(answer.providers),
        // No figure then: the claim is said without one.
        () => {},
      );
    return () => {
      live = false;
    };
  }, [api]);
  return count;
}
/** The home page of a visitor: the claims, the way in (describe a project), testimonials, sign-in. */
export function Welcome() {
  const { t, i18n } = useTranslation('app');
  const providers = useProviderCount();
  const claimTitle = (claim: (typeof CLAIMS)[number]) =>
    claim === 'providers' && providers
      ? t('home.claims.providers.count', { total: providers.toLocaleString(i18n.language) })
      : t(`home.claims.${claim}.title`);
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
              <strong>{claimTitle(claim)}</strong>
              <span>{t(`home.claims.${claim}.text`)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="app-testimonials-title">
        <h2 id="app-testimonials-title">{t('home.testimonials.title')}</h2>
        <p className="muted">{t('home.testimonials.note')}</p>
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
