import type { portfolioViewsResponseSchema, Rates, viewsResponseSchema } from '@alliance/shared/statistics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useAdmin } from '../../lib/context.tsx';

export type Views = z.infer<typeof viewsResponseSchema>;
export type PortfolioViews = z.infer<typeof portfolioViewsResponseSchema>;

/** The periods offered (days, today included); the server takes any from 1 to 365. */
export const PERIODS = [7, 30, 90, 365] as const;
export type Period = (typeof PERIODS)[number];

const statisticsKey = ['statistics'] as const;

/** One of the three statistics calls over `days` days; another period keeps the previous answer as a placeholder. */
function useStatistic<T>(path: 'views' | 'rates' | 'portfolio-views', days: number) {
  const { api } = useAdmin();
  return useQuery({
    queryKey: [...statisticsKey, path, days],
    queryFn: () => api.authed<T>('app', 'get', `api/${path}?days=${days}`),
    placeholderData: keepPreviousData,
  });
}

export const useViews = (days: number) => useStatistic<Views>('views', days);
export const useRates = (days: number) => useStatistic<Rates>('rates', days);
export const usePortfolioViews = (days: number) => useStatistic<PortfolioViews>('portfolio-views', days);
