import type { ProviderCard } from '@alliance/shared/providers';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { ApiError } from '../../../api/client.ts';
import { useWidget } from '../../../context.tsx';
import { errorText } from '../../../errors.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { getProvider } from '../../api/search.ts';
import { Loading } from '../../layout/RequireCouple.tsx';
import { FavoriteButton, FavoritesSignIn } from '../search/FavoriteButton.tsx';
import { ProviderHead } from '../search/ProviderSummary.tsx';
import css from '../search/search.css?inline';

type State =
  | { status: 'loading' }
  | { status: 'ready'; provider: ProviderCard }
  | { status: 'missing' }
  | { status: 'failed'; message: string };

/** `/providers/:id`: one provider (get-planner/{id}), the way to ask them for a quote, and the favorite heart. */
export function ProviderPage({ providerId }: { providerId: number }) {
  const { t } = useTranslation('search');
  const { api } = useWidget();
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    getProvider(api, providerId)
      .then((answer) => {
        if (!cancelled) setState({ status: 'ready', provider: answer.prestataire });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
        setState(missing ? { status: 'missing' } : { status: 'failed', message: errorText(error, t) });
      });
    return () => {
      cancelled = true;
    };
  }, [api, providerId, t]);

  if (state.status === 'loading') return <Loading />;
  if (state.status !== 'ready') {
    return (
      <section aria-labelledby="app-provider-missing">
        <h1 id="app-provider-missing">{t(state.status === 'missing' ? 'provider.notFound' : 'provider.failed')}</h1>
        {state.status === 'failed' && (
          <p className="error" role="alert">
            {t('common:errors.generic', { error: state.message })}
          </p>
        )}
        <p>
          <Link href="/search">{t('provider.back')}</Link>
        </p>
      </section>
    );
  }

  const { provider } = state;
  return (
    <article className={provider.isPremium ? 'app-provider app-provider-page premium' : 'app-provider app-provider-page'}>
      <style>{css}</style>
      <ProviderHead provider={provider} level="h1" />
      {provider.portrait && (
        <div
          className="app-portrait"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server with an allowlist when saved (ARCHITECTURE.md)
          dangerouslySetInnerHTML={{ __html: provider.portrait }}
        />
      )}
      <p className="app-actions">
        <Link href={`/projects/new?prestataire=${provider.id}`} className="app-button primary">
          {t('provider.contact')}
        </Link>
        <a href={provider.profileUrl} className="app-button" target="_blank" rel="noopener">
          {t('provider.profile')} <span className="sr-only">{t('provider.newTab')}</span>
        </a>
        <FavoriteButton provider={provider} />
      </p>
      <FavoritesSignIn />
      <p>
        <Link href="/search">{t('provider.back')}</Link>
      </p>
    </article>
  );
}
