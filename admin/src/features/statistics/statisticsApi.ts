import { portfolioViewsResponseSchema, ratesResponseSchema, viewsResponseSchema } from '@alliance/shared/statistics';
import type { AnswerSchema } from '@alliance/widget/api/client.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAdmin } from '../../lib/context.tsx';

/** The periods offered (days, today included); the server takes any from 1 to 365. */
export const PERIODS = [7, 30, 90, 365] as const;

const statisticsKey = ['statistics'] as const;

/** One of the three statistics calls over `days` days; another period keeps the previous answer as a placeholder. */
function useStatistic<S extends AnswerSchema>(path: 'views' | 'rates' | 'portfolio-views', schema: S, days: number) {
  const { api } = useAdmin();
  return useQuery({
    queryKey: [...statisticsKey, path, days],
    queryFn: () => api.authed('app', 'get', `api/${path}?days=${days}`, schema),
    placeholderData: keepPreviousData,
  });
}

export const useViews = (days: number) => useStatistic('views', viewsResponseSchema, days);
export const useRates = (days: number) => useStatistic('rates', ratesResponseSchema, days);
export const usePortfolioViews = (days: number) => useStatistic('portfolio-views', portfolioViewsResponseSchema, days);
