import { successResponseSchema } from '@alliance/shared/answers';
import { type Venue, type VenueBody, venueResponseSchema, venuesListResponseSchema } from '@alliance/shared/venues';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAdmin } from '../../lib/context.tsx';
import { byPosition, inOrder } from '../media/collection/collection.ts';

export const venuesKey = ['venues', 'list'] as const;
export const venueKey = (id: number) => ['venues', 'one', id] as const;
const moveKey = (id: number) => ['venues', 'move', id] as const;
const pathOf = (id: number, rest = '') => `api/venues/${id}${rest}`;

/** The provider's venues, in the order they were added. */
export function useVenues() {
  const { api } = useAdmin();
  return useQuery({
    queryKey: venuesKey,
    queryFn: async () => (await api.authed('app', 'get', 'api/venues', venuesListResponseSchema)).items,
  });
}

/** One venue (a 404 when it is not the provider's). */
export function useVenue(id: number) {
  const { api } = useAdmin();
  return useQuery({
    queryKey: venueKey(id),
    queryFn: async () => (await api.authed('app', 'get', pathOf(id), venueResponseSchema)).venue,
  });
}

/** A venue the server answered: in the editor's cache, and in place in the list (added last when new). */
function venueAnswered(queryClient: QueryClient, venue: Venue) {
  queryClient.setQueryData(venueKey(venue.id), venue);
  queryClient.setQueryData<Venue[]>(venuesKey, (items) => {
    if (!items) return items;
    return items.some((item) => item.id === venue.id)
      ? items.map((item) => (item.id === venue.id ? venue : item))
      : [...items, venue];
  });
}

/** A call that answers the whole venue (`{success, venue}`), which replaces the cached one. */
function useVenueCall<V>(call: (variables: V) => [method: 'post' | 'put' | 'delete', path: string, body?: unknown]) {
  const { api } = useAdmin();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => {
      const [method, path, body] = call(variables);
      return api.authed('app', method, path, venueResponseSchema, body);
    },
    onSuccess: (answer) => venueAnswered(queryClient, answer.venue),
  });
}

/** Creates an unpublished venue (its name only; the rest in the editor). */
export const useCreateVenue = () => useVenueCall((body: VenueBody) => ['post', 'api/venues', body]);

/** Name, description, city, postal code, capacity and website. */
export const useSaveVenue = (id: number) => useVenueCall((body: VenueBody) => ['put', pathOf(id), body]);

/** Shows the venue on the public profile (`true`) or takes it off. */
export const usePublishVenue = (id: number) =>
  useVenueCall((published: boolean) => ['put', pathOf(id, '/publish'), { published }]);

/** Adds photos of the library after the others. */
export const useAddVenueImages = (id: number) =>
  useVenueCall((imageIds: number[]) => ['post', pathOf(id, '/images'), { imageIds }]);

/** Takes a photo out of the venue (it stays in the library). */
export const useRemoveVenueImage = (id: number) =>
  useVenueCall((imageId: number) => ['delete', pathOf(id, `/images/${imageId}`)]);

/** The venue's caption of a photo (null clears it). */
export const useCaptionVenueImage = (id: number) =>
  useVenueCall(({ imageId, caption }: { imageId: number; caption: string | null }) => [
    'put',
    pathOf(id, `/images/${imageId}`),
    { caption },
  ]);

/** Deletes the venue; its photos stay in the library. */
export function useDeleteVenue(id: number) {
  const { api } = useAdmin();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.authed('app', 'delete', pathOf(id), successResponseSchema),
    // Its editor's cache stays until the editor has gone (removed now, the open editor would read a 404).
    onSuccess: () => queryClient.setQueryData<Venue[]>(venuesKey, (items) => items?.filter((item) => item.id !== id)),
  });
}

/**
 * A photo moved (`PUT {id}/images/{imageId} {position}`, the others keeping their order around
 * it): shown at once, rolled back if the server refuses; while several moves are on their way,
 * only the last answer counts.
 */
export function useMoveVenueImage(id: number) {
  const { api } = useAdmin();
  const queryClient = useQueryClient();
  const key = venueKey(id);
  const mutation = useMutation({
    mutationKey: moveKey(id),
    mutationFn: ({ imageId, position }: { imageId: number; position: number; before: Venue | undefined }) =>
      api.authed('app', 'put', pathOf(id, `/images/${imageId}`), venueResponseSchema, { position }),
    onMutate: async () => {
      // A read under way would bring the old order back.
      const shown = queryClient.getQueryData<Venue>(key);
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, shown);
    },
    onSuccess: (answer) => {
      if (queryClient.isMutating({ mutationKey: moveKey(id) }) <= 1) venueAnswered(queryClient, answer.venue);
    },
    onError: (_error, { before }) => {
      if (before) queryClient.setQueryData(key, before);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
  return (imageIds: number[], moved: { imageId: number; position: number }) => {
    const before = queryClient.getQueryData<Venue>(key);
    if (before) queryClient.setQueryData(key, { ...before, images: inOrder(byPosition(before.images), imageIds) });
    return mutation.mutateAsync({ ...moved, before });
  };
}
