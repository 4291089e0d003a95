import { successResponseSchema } from '@alliance/shared/answers';
import { activeAlertResponseSchema, activePopupResponseSchema, type MarketingMessage } from '@alliance/shared/marketing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAdmin } from '../../lib/context.tsx';

type Kind = 'alert' | 'popup';
const keyOf = (kind: Kind) => ['marketing', kind] as const;

/** The promotional alert or popup for this provider (`marketing/promotional-{kind}/active`), or null. */
export function useActiveMessage(kind: Kind) {
  const { api } = useAdmin();
  return useQuery({
    queryKey: keyOf(kind),
    queryFn: async (): Promise<MarketingMessage | null> => {
      const path = `api/marketing/promotional-${kind}/active`;
      return kind === 'alert'
        ? (await api.authed('app', 'get', path, activeAlertResponseSchema)).alert
        : (await api.authed('app', 'get', path, activePopupResponseSchema)).popup;
    },
  });
}

/** Not shown again to this account (`POST marketing/{id}/dismiss`): gone from the page at once. */
export function useDismiss(kind: Kind) {
  const { api } = useAdmin();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.authed('app', 'post', `api/marketing/${id}/dismiss`, successResponseSchema),
    onSuccess: () => queryClient.setQueryData(keyOf(kind), null),
  });
}
