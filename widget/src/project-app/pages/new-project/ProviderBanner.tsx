import type { ProviderCard } from '@alliance/shared/providers';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { useWidget } from '../../../context.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { getPlanner } from '../../api/projects.ts';

export type ProviderState =
  | { status: 'none' | 'loading' | 'missing' | 'failed'; provider: null }
  | { status: 'ready'; provider: ProviderCard };

/** The provider of `?prestataire={id}`; `missing` when there is no such provider (nothing will be sent). */
export function useProvider(providerId: number | null): ProviderState {
  const { api } = useWidget();
  const [state, setState] = useState<ProviderState>({ status: providerId ? 'loading' : 'none', provider: null });
  useEffect(() => {
    if (!providerId) return setState({ status: 'none', provider: null });
    let cancelled = false;
    setState({ status: 'loading', provider: null });
    getPlanner(api, providerId).then(
      (provider) => {
        if (!cancelled) setState({ status: 'ready', provider });
      },
      (failure: unknown) => {
        const missing = failure instanceof ApiError && (failure.status === 404 || failure.status === 400);
        if (!cancelled) setState({ status: missing ? 'missing' : 'failed', provider: null });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, providerId]);
  return state;
}

/** Who will receive the request, shown through the whole creation: nothing is sent before saving. */
export function ProviderBanner({ state }: { state: ProviderState }) {
  const { t } = useTranslation('newProject');
  if (state.status === 'none') return null;
  if (state.status === 'loading') {
    return (
      <p className="np-provider muted" role="status">
        {t('common:loading')}
      </p>
    );
  }
  if (state.status !== 'ready') {
    return (
      <p className="np-provider" role="status">
        {t(state.status === 'missing' ? 'provider.missing' : 'provider.failed')}
      </p>
    );
  }
  const { name, city, cp, profileImage, isPremium } = state.provider;
  const departement = cp.slice(0, 2);
  return (
    <aside className={isPremium ? 'np-provider premium' : 'np-provider'} aria-label={t('provider.label')}>
      {profileImage ? (
        <img className="np-provider-image" src={profileImage} alt="" width={56} height={56} decoding="async" />
      ) : (
        <span className="np-provider-image np-provider-placeholder" aria-hidden="true">
          {name.trim().charAt(0).toUpperCase()}
        </span>
      )}
      <div>
        <p className="np-provider-name">{name}</p>
        <p className="muted">
          {city}
          {departement && ` (${departement})`}
        </p>
        <p>{t('provider.willSend', { name })}</p>
      </div>
    </aside>
  );
}
