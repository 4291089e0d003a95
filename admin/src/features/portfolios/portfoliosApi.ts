import {
  type Portfolio,
  type PortfolioBody,
  portfolioPrestationsResponseSchema,
  portfolioResponseSchema,
  portfoliosListResponseSchema,
} from '@alliance/shared/portfolios';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAdmin } from '../../lib/context.tsx';
import { inOrder } from '../media/collection/collection.ts';
import { recordApi } from '../media/collection/recordApi.ts';

const portfolios = recordApi({
  name: 'portfolios',
  list: portfoliosListResponseSchema,
  answer: portfolioResponseSchema,
  recordOf: (answer) => answer.portfolio,
  newFirst: true,
});
const { pathOf, useRecordCall } = portfolios;

/** The provider's portfolios, newest first. */
export const usePortfolios = portfolios.useList;

/** One portfolio (a 404 when it is not the provider's). */
export const usePortfolio = portfolios.useRecord;

/** Creates an unpublished portfolio (its title only; the rest in the editor). */
export const useCreatePortfolio = () => useRecordCall((body: PortfolioBody) => ['post', 'api/portfolios', body]);

/** Title, description, date and city. */
export const useSavePortfolio = (id: number) => useRecordCall((body: PortfolioBody) => ['put', pathOf(id), body]);

/** Publishes (`true`: 409 `no-visible-image` without a visible photo) or unpublishes. */
export const usePublishPortfolio = (id: number) =>
  useRecordCall((published: boolean) => ['post', pathOf(id, published ? '/publish' : '/unpublish')]);

/** Adds photos of the library after the others. */
export const useAddPortfolioImages = (id: number) =>
  useRecordCall((imageIds: number[]) => ['post', pathOf(id, '/images'), { imageIds }]);

/** Takes a photo out of the portfolio (it stays in the library). */
export const useRemovePortfolioImage = (id: number) =>
  useRecordCall((imageId: number) => ['delete', pathOf(id, `/images/${imageId}`)]);

/** The portfolio's caption of a photo (null clears it). */
export const useCaptionPortfolioImage = (id: number) =>
  useRecordCall(({ imageId, caption }: { imageId: number; caption: string | null }) => [
    'put',
    pathOf(id, `/images/${imageId}/caption`),
    { caption },
  ]);

/** Makes a photo the key image (the list's thumbnail, the page's first photo). */
export const useMakeKeyImage = (id: number) => useRecordCall((imageId: number) => ['put', pathOf(id, `/images/${imageId}/key`)]);

/** The services given at that wedding (slugs of `GET /api/prestations`); replaces the list. */
export function useSavePortfolioPrestations(id: number) {
  const { api } = useAdmin();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prestations: string[]) =>
      api.authed('app', 'put', pathOf(id, '/prestations'), portfolioPrestationsResponseSchema, { prestations }),
    onSuccess: (answer) => {
      const cached = queryClient.getQueryData<Portfolio>(portfolios.recordKey(id));
      if (cached) portfolios.answered(queryClient, { ...cached, prestations: answer.prestations });
    },
  });
}

/** Deletes the portfolio; its photos stay in the library. */
export const useDeletePortfolio = portfolios.useDelete;

/** The photos' new order (`POST {id}/images/reorder` with every image id). */
export const useReorderPortfolio = (id: number) =>
  portfolios.useOrder(
    id,
    (imageIds) => ['post', pathOf(id, '/images/reorder'), { imageIds }],
    (portfolio, imageIds) => inOrder(portfolio.images, imageIds),
  );
