import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Loading } from '../../layout/Loading.tsx';
import { useAdmin } from '../../lib/context.tsx';
import { errorText } from '../../lib/errors.ts';
import { instagramAuthUrl, instagramKey, instagramRevoke, instagramStatus } from './instagramApi.ts';

/** Connects the Instagram account (consent page from `auth-url`, back on /instagram/callback) or disconnects it. */
export function InstagramConnect({ go = (url: string) => window.location.assign(url) }: { go?: (url: string) => void }) {
  const { t } = useTranslation('company');
  const { api } = useAdmin();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: instagramKey, queryFn: () => instagramStatus(api) });
  const connect = useMutation({ mutationFn: () => instagramAuthUrl(api), onSuccess: ({ url }) => go(url) });
  const revoke = useMutation({
    mutationFn: () => instagramRevoke(api),
    onSuccess: (answer) => queryClient.setQueryData(instagramKey, answer),
  });
  const failure = status.error ?? connect.error ?? revoke.error;
  if (status.isPending) return <Loading />;
  return (
    <div>
      {failure && (
        <p role="alert" className="form-message error">
          {errorText(failure, t)}
        </p>
      )}
      {status.data?.connected ? (
        <>
          <p role="status">{t('instagram.connected', { username: status.data.username ?? '' })}</p>
          <button type="button" onClick={() => revoke.mutate()} disabled={revoke.isPending}>
            {t('instagram.disconnect')}
          </button>
        </>
      ) : (
        <>
          <p role="status">{t('instagram.notConnected')}</p>
          <button type="button" className="primary" onClick={() => connect.mutate()} disabled={connect.isPending}>
            {t('instagram.connect')}
          </button>
        </>
      )}
    </div>
  );
}
