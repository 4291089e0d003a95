import { successResponseSchema } from '@alliance/shared/answers';
import {
  type Portfolio,
  type PortfolioBody,
  portfolioPrestationsResponseSchema,
  portfolioResponseSchema,
  portfoliosListResponseSchema,
} from '@alliance/shared/portfolios';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAdmin } from '../../lib/context.tsx';
import { inOrder } from '../media/collection/collection.ts';

export const portfoliosKey = ['portfolios', 'list'] as const;
export const portfolioKey = (id: number) => ['portfolios', 'one', id] as const;
const reorderKey = (id: number) => ['portfolios', 'reorder', id] as const;
const pathOf = (id: number, rest = '') => `api/portfolios/${id}${rest}`;

/** The provider's portfolios, newest first. */
export function usePortfolios() {
  const { api } = useAdmin();
  return useQuery({
    queryKey: portfoliosKey,
    queryFn: async () => (await api.authed('app', 'get', 'api/portfolios', portfoliosListResponseSchema)).items,
  });
}

/** One portfolio (a 404 when it is not the provider's). */
export function usePortfolio(id: number) {
  const { api } = useAdmin();
  return useQuery({
    queryKey: portfolioKey(id),
    queryFn: async () => (await api.authed('app', 'get', pathOf(id), portfolioResponseSchema)).portfolio,
  });
}

/** A portfolio the server answered: in the editor's cache, and in place in the list (added first when new). */
function portfolioAnswered(queryClient: QueryClient, portfolio: Portfolio) {
  queryClient.setQueryData(portfolioKey(portfolio.id), portfolio);
  queryClient.setQueryData<Portfolio[]>(portfoliosKey, (items) => {
    if (!items) return items;
    return items.some((item) => item.id === portfolio.id)
      ? items.map((item) => (item.id === portfolio.id ? portfolio : item))
      : [portfolio, ...items];
  });
}

/** A call that answers the whole portfolio (`{success, portfolio}`), which replaces the cached one. */
function usePortfolioCall<V>(call: (variables: V) => [method: 'post' | 'put' | 'delete', path: string, body?: unknown]) {
  const { api } = useAdmin();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => {
      const [method, path, body] = call(variables);
      return api.authed('app', method, path, portfolioResponseSchema, body);
    },
    onSuccess: (answer) => portfolioAnswered(queryClient, answer.portfolio),
  });
}

/** Creates an unpublished portfolio (its title only; the rest in the editor). */
export const useCreatePortfolio = () => usePortfolioCall((body: PortfolioBody) => ['post', 'api/portfolios', body]);

/** Title, description, date and city. */
export const useSavePortfolio = (id: number) => usePortfolioCall((body: PortfolioBody) => ['put', pathOf(id), body]);

/** Publishes (`true`: 409 `no-visible-image` without a visible photo) or unpublishes. */
export const usePublishPortfolio = (id: number) =>
  usePortfolioCall((published: boolean) => ['post', pathOf(id, published ? '/publish' : '/unpublish')]);

/** Adds photos of the library after the others. */
export const useAddPortfolioImages = (id: number) =>
  usePortfolioCall((imageIds: number[]) => ['post', pathOf(id, '/images'), { imageIds }]);

/** Takes a photo out of the portfolio (it stays in the library). */
export const useRemovePortfolioImage = (id: number) =>
  usePortfolioCall((imageId: number) => ['delete', pathOf(id, `/images/${imageId}`)]);

/** The portfolio's caption of a photo (null clears it). */
export const useCaptionPortfolioImage = (id: number) =>
  usePortfolioCall(({ imageId, caption }: { imageId: number; caption: string | null }) => [
    'put',
    pathOf(id, `/images/${imageId}/caption`),
    { caption },
  ]);

/** Makes a photo the key image (the list's thumbnail, the page's first photo). */
export const useMakeKeyImage = (id: number) =>
  usePortfolioCall((imageId: number) => ['put', pathOf(id, `/images/${imageId}/key`)]);

/** The services given at that wedding (slugs of `GET /api/prestations`); replaces the list. */
export function useSavePortfolioPrestations(id: number) {
  const { api } = useAdmin();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prestations: string[]) =>
      api.authed('app', 'put', pathOf(id, '/prestations'), portfolioPrestationsResponseSchema, { prestations }),
    onSuccess: (answer) => {
      const cached = queryClient.getQueryData<Portfolio>(portfolioKey(id));
      if (cached) portfolioAnswered(queryClient, { ...cached, prestations: answer.prestations });
    },
  });
}

/** Deletes the portfolio; its photos stay in the library. */
export function useDeletePortfolio(id: number) {
  const { api } = useAdmin();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.authed('app', 'delete', pathOf(id), successResponseSchema),
    // Its editor's cache stays until the editor has gone (removed now, the open editor would read a 404).
    onSuccess: () => queryClient.setQueryData<Portfolio[]>(portfoliosKey, (items) => items?.filter((item) => item.id !== id)),
  });
}

/**
 * The photos' new order (`POST {id}/images/reorder` with every image id): shown at once, rolled
 * back if the server refuses it; while several moves are on their way, only the last answer counts.
 */
export function useReorderPortfolio(id: number) {
  const { api } = useAdmin();
  const queryClient = useQueryClient();
  const key = portfolioKey(id);
  const mutation = useMutation({
    mutationKey: reorderKey(id),
    mutationFn: ({ imageIds }: { imageIds: number[]; before: Portfolio | undefined }) =>
      api.authed('app', 'post', pathOf(id, '/images/reorder'), portfolioResponseSchema, { imageIds }),
    onMutate: async () => {
      // A read under way would bring the old order back.
      const shown = queryClient.getQueryData<Portfolio>(key);
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, shown);
    },
    onSuccess: (answer) => {
      if (queryClient.isMutating({ mutationKey: reorderKey(id) }) <= 1) portfolioAnswered(queryClient, answer.portfolio);
    },
    onError: (_error, { before }) => {
      if (before) queryClient.setQueryData(key, before);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
  return (imageIds: number[]) => {
    const before = queryClient.getQueryData<Portfolio>(key);
    if (before) queryClient.setQueryData(key, { ...before, images: inOrder(before.images, imageIds) });
    return mutation.mutateAsync({ imageIds, before });
  };
}
