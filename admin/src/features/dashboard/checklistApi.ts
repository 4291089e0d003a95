import { checklistResponseSchema } from '@alliance/shared/onboarding';
import { useQuery } from '@tanstack/react-query';
import { useAdmin } from '../../lib/context.tsx';

const checklistKey = ['onboarding', 'checklist'] as const;

/**
 * The completion checklist (`GET api/onboarding/checklist`). Its items are done on other pages
 * (media, portfolios, profile, account, own site): read again each time the dashboard shows it,
 * so a tick never lags behind what the provider just did.
 */
export function useChecklist() {
  const { api } = useAdmin();
  return useQuery({
    queryKey: checklistKey,
    queryFn: async () => (await api.authed('app', 'get', 'api/onboarding/checklist', checklistResponseSchema)).items,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
