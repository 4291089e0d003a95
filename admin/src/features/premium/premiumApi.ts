import {
  type PremiumPlan,
  premiumReturnResponseSchema,
  subscribePremiumResponseSchema,
  subscriptionResponseSchema,
  type UpdatePremiumBody,
} from '@alliance/shared/premium';
import { ApiError } from '@alliance/widget/api/client.ts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useAdmin } from '../../lib/context.tsx';
import { errorText } from '../../lib/errors.ts';
import { meKey } from '../../lib/me.ts';
import { creditsKey } from '../leads/leadsApi.ts';

const premiumKey = ['premium'] as const;
const subscriptionKey = [...premiumKey, 'subscription'] as const;
const returnKey = [...premiumKey, 'return'] as const;

/**
 * The subscription (`GET /api/subscription`). `pollMs` reads it again until premium is on (the
 * success page: the payment event may reach the server a few seconds after the browser).
 */
export function useSubscription(pollMs: number | false = false) {
  const { api } = useAdmin();
  return useQuery({
    queryKey: subscriptionKey,
    queryFn: () => api.authed('app', 'get', 'api/subscription', subscriptionResponseSchema),
    refetchInterval: (query) => (pollMs && !query.state.data?.isPremium ? pollMs : false),
    staleTime: pollMs ? 0 : undefined,
  });
}

/** Premium on or off: `me` (the header, the dashboard), the invoices and the return panel are read again. */
export function premiumChanged(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: meKey });
  void queryClient.invalidateQueries({ queryKey: [...creditsKey, 'invoices'] });
  void queryClient.invalidateQueries({ queryKey: returnKey });
}

/** Starts a checkout for a plan (the server sets the price) and leaves for the payment page. */
export function useSubscribe() {
  const { api } = useAdmin();
  return useMutation({
    mutationFn: (plan: PremiumPlan) =>
      api.authed('app', 'post', 'api/subscription/subscribe-premium', subscribePremiumResponseSchema, { plan }),
    onSuccess: (answer) => window.location.assign(answer.checkoutUrl),
  });
}

/** Cancel, resume or switch: the server answers the new state, which replaces the cached one. */
export function useUpdatePremium() {
  const { api } = useAdmin();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePremiumBody) =>
      api.authed('app', 'post', 'api/subscription/update-premium', subscriptionResponseSchema, body),
    onSuccess: (state) => {
      queryClient.setQueryData(subscriptionKey, state);
      void queryClient.invalidateQueries({ queryKey: meKey });
    },
  });
}

/** The premium return panel: since premium started, against the same length of time before. */
export function usePremiumReturn(enabled: boolean) {
  const { api } = useAdmin();
  return useQuery({
    queryKey: returnKey,
    queryFn: () => api.authed('app', 'get', 'api/subscription/return', premiumReturnResponseSchema),
    enabled,
  });
}

/** A refusal (4xx) shows the server's own translated message; anything else the house's error text. */
export function failureText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return errorText(error, t);
}
