import {
  buyCreditsResponseSchema,
  type CreditPackId,
  creditLogsResponseSchema,
  creditPacksResponseSchema,
  invoicesResponseSchema,
  paymentStatusResponseSchema,
} from '@alliance/shared/credits';
import { providerMeResponseSchema } from '@alliance/shared/provider-accounts';
import { type Api, ApiError, type ApiErrorBody } from '@alliance/widget/api/client.ts';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useAdmin } from '../../lib/context.tsx';
import { creditsKey } from '../leads/leadsApi.ts';

export type PaymentStatusAnswer = z.infer<typeof paymentStatusResponseSchema>;

export function usePacks() {
  const { api } = useAdmin();
  return useQuery({
    queryKey: [...creditsKey, 'packs'],
    queryFn: async () => (await api.authed('app', 'get', 'api/credit/packs', creditPacksResponseSchema)).packs,
  });
}

/**
 * Starts a checkout for a pack (the server sets the price) and leaves for the payment page;
 * `returnTo`, the lead page the provider came from, is where the success page leads back.
 */
export function useBuy() {
  const { api } = useAdmin();
  return useMutation({
    mutationFn: ({ pack, returnTo }: { pack: CreditPackId; returnTo?: string }) =>
      api.authed('app', 'post', 'api/credit/buy', buyCreditsResponseSchema, returnTo ? { pack, returnTo } : { pack }),
    onSuccess: (answer) => window.location.assign(answer.checkoutUrl),
  });
}

/** The ledger, newest first, a page at a time. */
export function useCreditLogs() {
  const { api } = useAdmin();
  return useInfiniteQuery({
    queryKey: [...creditsKey, 'logs'],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => api.authed('app', 'get', `api/credit/logs?page=${pageParam}`, creditLogsResponseSchema),
    getNextPageParam: (last) => last.next_page ?? undefined,
  });
}

export function useInvoices() {
  const { api } = useAdmin();
  return useQuery({
    queryKey: [...creditsKey, 'invoices'],
    queryFn: async () => (await api.authed('app', 'get', 'api/invoices/', invoicesResponseSchema)).items,
  });
}

/** Where a checkout stands (`credit/payments/{session}`), read again every `pollMs` until it is settled. */
export function usePaymentStatus(session: string, pollMs: number | false) {
  const { api } = useAdmin();
  return useQuery({
    queryKey: [...creditsKey, 'payment', session],
    queryFn: () => api.authed('app', 'get', `api/credit/payments/${encodeURIComponent(session)}`, paymentStatusResponseSchema),
    refetchInterval: (query) => (query.state.data?.payment.status === 'open' ? pollMs : false),
    staleTime: 0,
  });
}

/**
 * An invoice's PDF, saved as `<number>.pdf`. The JSON client cannot hand back a file, so this is
 * a plain fetch with the same Bearer token; an expired token is renewed through the client (any
 * authenticated call refreshes it once) and the PDF asked for again.
 */
export async function downloadInvoice(api: Api, number: string, locale: string): Promise<void> {
  const url = `${api.origins.app}/api/invoices/${encodeURIComponent(number)}.pdf`;
  const get = () => {
    // No token held by the page (server cookies): the browser sends the HttpOnly cookie itself.
    const token = api.tokens.read().token;
    return fetch(url, { headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'accept-language': locale } });
  };
  let response = await get();
  if (response.status === 401) {
    await api.authed('app', 'get', 'api/me', providerMeResponseSchema);
    response = await get();
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ApiErrorBody | null;
    throw new ApiError(response.status, body?.message || body?.error || response.statusText, body);
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = `${number}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download; the object URL is no longer needed after this task.
  setTimeout(() => URL.revokeObjectURL(link.href));
}
