import { successResponseSchema } from '@alliance/shared/answers';
import type { ProviderMe } from '@alliance/shared/provider-accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAdmin } from '../../lib/context.tsx';
import { meKey } from '../../lib/me.ts';

/** An account call (PROVIDERS.md "Accounts"); the account is read again afterwards when it changed it. */
export function useAccountCall<Body>(path: string, { refresh = false } = {}) {
  const { api } = useAdmin();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api.authed('app', 'post', path, successResponseSchema, body),
    onSuccess: () => (refresh ? queryClient.invalidateQueries({ queryKey: meKey }) : undefined),
  });
}

/** The cached account with some fields changed (the server answered `{success:true}` only). */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return (user: Partial<ProviderMe['user']>) =>
    queryClient.setQueryData<ProviderMe>(meKey, (me) => (me ? { ...me, user: { ...me.user, ...user } } : me));
}
