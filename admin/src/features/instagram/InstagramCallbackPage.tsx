import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Loading } from '../../layout/Loading.tsx';
import { useAdmin } from '../../lib/context.tsx';
import { errorText } from '../../lib/errors.ts';
import { instagramKey, instagramToken } from './instagramApi.ts';

/** `/instagram/callback?code=&state=`: hands the code to the server once, then back to the profile. */
export function InstagramCallbackPage() {
  const { t } = useTranslation('company');
  const { api } = useAdmin();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';
  const exchange = useQuery({
    queryKey: ['instagram-token', code, state],
    queryFn: () => instagramToken(api, { code, state }),
    enabled: code !== '' && state !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const connected = exchange.data;
  useEffect(() => {
    if (!connected) return;
    queryClient.setQueryData(instagramKey, connected);
    navigate('/profile', { replace: true });
  }, [connected, navigate, queryClient]);

  if (code === '' || state === '' || exchange.isError) {
    return (
      <section className="page narrow">
        <h1>{t('instagram.failedTitle')}</h1>
        <p role="alert" className="form-message error">
          {exchange.isError ? errorText(exchange.error, t) : t('instagram.refused')}
        </p>
        <Link href="/profile">{t('instagram.back')}</Link>
      </section>
    );
  }
  return <Loading />;
}
