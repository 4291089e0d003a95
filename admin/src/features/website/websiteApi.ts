import { type OwnSiteBody, ownSiteResponseSchema } from '@alliance/shared/own-site';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAdmin } from '../../lib/context.tsx';
import { meKey } from '../../lib/me.ts';
import { companyKey } from '../company/companyApi.ts';

const ownSiteKey = ['own-site'] as const;

/** The widget's code for the provider's own site and the website that counts as it (`GET /api/own-site`). */
export function useOwnSite() {
  const { api } = useAdmin();
  return useQuery({ queryKey: ownSiteKey, queryFn: () => api.authed('app', 'get', 'api/own-site', ownSiteResponseSchema) });
}

/** Saves the website only; the answer (normalised address, same snippet) replaces the cached one. */
export function useSaveWebsite() {
  const { api } = useAdmin();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OwnSiteBody) => api.authed('app', 'post', 'api/own-site', ownSiteResponseSchema, body),
    onSuccess: (answer) => {
      queryClient.setQueryData(ownSiteKey, answer);
      // The profile's links and the dashboard's checklist show the website too.
      void queryClient.invalidateQueries({ queryKey: companyKey });
      void queryClient.invalidateQueries({ queryKey: meKey });
    },
  });
}
