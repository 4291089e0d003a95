import {
  insufficientCreditsSchema,
  type Lead,
  type LeadStatus,
  leadListResponseSchema,
  leadResponseSchema,
  type RejectReason,
  type ReportReason,
  unlockResponseSchema,
} from '@alliance/shared/leads';
import type { ProviderMe } from '@alliance/shared/provider-accounts';
import { ApiError } from '@alliance/widget/api/client.ts';
import {
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useAdmin } from '../../lib/context.tsx';
import { meKey } from '../../lib/me.ts';

const listsKey = ['leads', 'list'] as const;
const listKey = (status: LeadStatus | undefined) => [...listsKey, status ?? 'all'] as const;
const leadKey = (uuid: string) => ['leads', 'one', uuid] as const;
/** The credits page's queries (ledger, invoices): read again after anything that moves credits. */
export const creditsKey = ['credits'] as const;

/** The cached account with a new balance (the unlock answers it; `me` need not be read again). */
export function setBalance(queryClient: QueryClient, balance: number) {
  queryClient.setQueryData<ProviderMe>(meKey, (me) => (me ? { ...me, provider: { ...me.provider, credits: balance } } : me));
}

/** The inbox, one status or all, newest first, page after page (`next_page`); another tab keeps the previous answer as a placeholder. */
export function useLeadList(status: LeadStatus | undefined) {
  const { api } = useAdmin();
  return useInfiniteQuery({
    queryKey: listKey(status),
    initialPageParam: 1,
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ page: String(pageParam) });
      if (status) query.set('status', status);
      return api.authed('app', 'get', `api/event-requests/?${query}`, leadListResponseSchema);
    },
    getNextPageParam: (last) => last.next_page ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/**
 * One lead. The server marks a new lead viewed on this read: the inbox and the unread count in
 * `me` are read again afterwards.
 */
export function useLead(uuid: string) {
  const { api } = useAdmin();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: leadKey(uuid),
    queryFn: async () => {
      const answer = await api.authed('app', 'get', `api/event-requests/${encodeURIComponent(uuid)}`, leadResponseSchema);
      void queryClient.invalidateQueries({ queryKey: listsKey });
      void queryClient.invalidateQueries({ queryKey: meKey });
      return answer.request;
    },
  });
}

/** A refusal of the unlock for lack of credits (402): the price and the balance the server counted. */
export function shortOfCredits(error: unknown): { price: number; balance: number } | null {
  if (!(error instanceof ApiError) || error.status !== 402) return null;
  const body = insufficientCreditsSchema.safeParse(error.body);
  return body.success ? { price: body.data.price, balance: body.data.balance } : null;
}

/** After an action the answered lead replaces the cached one; the inbox is read again. */
function useLeadUpdated() {
  const queryClient = useQueryClient();
  return (lead: Lead) => {
    queryClient.setQueryData(leadKey(lead.uuid), lead);
    void queryClient.invalidateQueries({ queryKey: listsKey });
  };
}

/** Pays the price and reveals the contact (one server transaction); the balance follows. */
export function useUnlock(uuid: string) {
  const { api } = useAdmin();
  const queryClient = useQueryClient();
  const updated = useLeadUpdated();
  return useMutation({
    mutationFn: () => api.authed('app', 'post', `api/event-requests/${encodeURIComponent(uuid)}/unlock`, unlockResponseSchema),
    onSuccess: (answer) => {
      updated(answer.request);
      setBalance(queryClient, answer.balance);
      void queryClient.invalidateQueries({ queryKey: creditsKey });
    },
    onError: (error) => {
      const short = shortOfCredits(error);
      if (short) setBalance(queryClient, short.balance);
      // Rejected or withdrawn meanwhile (409): the page shows what happened.
      else if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: leadKey(uuid) });
    },
  });
}

export function useReject(uuid: string) {
  const { api } = useAdmin();
  const queryClient = useQueryClient();
  const updated = useLeadUpdated();
  return useMutation({
    mutationFn: (body: { reason: RejectReason }) =>
      api.authed('app', 'post', `api/event-requests/${encodeURIComponent(uuid)}/reject`, leadResponseSchema, body),
    onSuccess: (answer) => {
      updated(answer.request);
      void queryClient.invalidateQueries({ queryKey: meKey });
    },
  });
}

/** A report may refund at once: the balance and the ledger are read again. */
export function useReport(uuid: string) {
  const { api } = useAdmin();
  const queryClient = useQueryClient();
  const updated = useLeadUpdated();
  return useMutation({
    mutationFn: (body: { reason: ReportReason }) =>
      api.authed('app', 'post', `api/event-requests/${encodeURIComponent(uuid)}/report`, leadResponseSchema, body),
    onSuccess: (answer) => {
      updated(answer.request);
      void queryClient.invalidateQueries({ queryKey: meKey });
      void queryClient.invalidateQueries({ queryKey: creditsKey });
    },
  });
}
