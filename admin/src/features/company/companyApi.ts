import { successResponseSchema } from '@alliance/shared/answers';
import { companyProfileResponseSchema, siretLookupResponseSchema } from '@alliance/shared/company';
import { localitySearchResponseSchema } from '@alliance/shared/locality';
import { languagesResponseSchema, prestationsResponseSchema } from '@alliance/shared/reference';
import type { Api } from '@alliance/widget/api/client.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useAdmin } from '../../lib/context.tsx';
import { meKey } from '../../lib/me.ts';

/** Each part of the profile answers the whole profile as now stored (PROVIDERS.md "Company profile"). */
export type ProfileAnswer = z.infer<typeof companyProfileResponseSchema>;

export const companyKey = ['company'] as const;

/** The company profile (any part's GET answers all of it). */
export function useCompany() {
  const { api } = useAdmin();
  return useQuery({
    queryKey: companyKey,
    queryFn: async () => (await api.authed('app', 'get', 'api/company/name', companyProfileResponseSchema)).profile,
  });
}

/** Saves one part (`company/name`, `social-networks/`…); the answered profile replaces the cached one. */
export function useSaveCompany<Body>(path: string) {
  const { api } = useAdmin();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api.authed('app', 'post', path, companyProfileResponseSchema, body),
    onSuccess: (answer) => {
      queryClient.setQueryData(companyKey, answer.profile);
      // The completeness on the dashboard follows.
      void queryClient.invalidateQueries({ queryKey: meKey });
    },
  });
}

export function usePrestations() {
  const { api } = useAdmin();
  return useQuery({
    queryKey: ['prestations'],
    queryFn: () => api.authed('app', 'get', 'api/prestations', prestationsResponseSchema),
  });
}

export function useLanguages() {
  const { api } = useAdmin();
  return useQuery({ queryKey: ['langues'], queryFn: () => api.authed('app', 'get', 'api/langues', languagesResponseSchema) });
}

export const lookupSiret = (api: Api, siret: string) =>
  api.authed('app', 'get', `api/siren/siret?${new URLSearchParams({ siret })}`, siretLookupResponseSchema);

/** The locality search of the www host (the widget's autocomplete reads it). */
export const searchLocality = (api: Api) => (query: string, country: string, page: number) =>
  api.open(
    'www',
    'get',
    `search/locality?${new URLSearchParams({ query, country, page: String(page) })}`,
    localitySearchResponseSchema,
  );

/** `POST onboarding/finish`: published, or 400 with `fields` naming what is missing. */
export const finishOnboarding = (api: Api) => api.authed('app', 'post', 'api/onboarding/finish', successResponseSchema);
