import { successResponseSchema } from '@alliance/shared/answers';
import { imageResponseSchema, imagesListResponseSchema, type ProviderImage, type UpdateImageBody } from '@alliance/shared/images';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAdmin } from '../../lib/context.tsx';
import { meKey } from '../../lib/me.ts';

const imagesKey = ['media', 'images'] as const;
const reorderKey = ['media', 'reorder'] as const;

/** Every image of the provider (the profile photo among them), in the gallery's order. */
export function useImages() {
  const { api } = useAdmin();
  return useQuery({
    queryKey: imagesKey,
    queryFn: async () => sortByPosition((await api.authed('app', 'get', 'api/images/', imagesListResponseSchema)).items),
  });
}

const sortByPosition = (items: ProviderImage[]) => [...items].sort((a, b) => a.position - b.position || a.id - b.id);

/** The gallery: every image but the profile photo, in order. */
export const galleryOf = (items: ProviderImage[]) => items.filter((image) => !image.isProfile);

/** The cached list with `change` applied (nothing while it is not loaded). */
function updateImages(queryClient: QueryClient, change: (items: ProviderImage[]) => ProviderImage[]) {
  queryClient.setQueryData<ProviderImage[]>(imagesKey, (items) => (items ? change(items) : items));
}

/**
 * An image the server answered (uploaded, changed): in place of the cached one, else added at the
 * end. A new profile photo replaces the previous one, which the server deleted.
 */
export function imageAnswered(queryClient: QueryClient, image: ProviderImage) {
  updateImages(queryClient, (items) => {
    const others = items.filter((item) => item.id !== image.id && !(image.isProfile && item.isProfile));
    return sortByPosition([...others, image]);
  });
  // The profile's completeness (in `me`) counts the photos.
  void queryClient.invalidateQueries({ queryKey: meKey });
}

/** Hides a visible image from the public profile, or shows a hidden one. */
export function useToggleVisibility() {
  const { api } = useAdmin();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.authed('app', 'patch', `api/images/toggle-image-visibility/${id}`, imageResponseSchema),
    onSuccess: (answer) => imageAnswered(queryClient, answer.image),
  });
}

/** The alt text and caption of an image. */
export function useUpdateImage(id: number) {
  const { api } = useAdmin();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateImageBody) => api.authed('app', 'patch', `api/images/update-image/${id}`, imageResponseSchema, body),
    onSuccess: (answer) => imageAnswered(queryClient, answer.image),
  });
}

/** Deletes a gallery image (`image.isProfile` false) or the profile photo. */
export function useDeleteImage() {
  const { api } = useAdmin();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (image: ProviderImage) =>
      api.authed(
        'app',
        'delete',
        image.isProfile ? 'api/images/delete-profile-image' : `api/images/delete-image/${image.id}`,
        successResponseSchema,
      ),
    onSuccess: (_answer, image) => {
      updateImages(queryClient, (items) => items.filter((item) => item.id !== image.id));
      void queryClient.invalidateQueries({ queryKey: meKey });
    },
  });
}

/**
 * The whole list in a new order where the gallery's images follow `galleryIds`; the profile photo
 * keeps its slot (the server wants every image once, the profile photo among them).
 */
export function withGalleryOrder(items: ProviderImage[], galleryIds: number[]): ProviderImage[] {
  const byId = new Map(items.map((image) => [image.id, image]));
  const queue = galleryIds.map((id) => byId.get(id)).filter((image): image is ProviderImage => Boolean(image));
  return items
    .map((image) => (image.isProfile ? image : (queue.shift() ?? image)))
    .map((image, position) => ({ ...image, position }));
}

/**
 * The gallery's new order (`POST api/images/reorder` with every id): shown at once (in the cache
 * before the call starts), rolled back if the server refuses it. While several moves are on their
 * way, only the last one's answer is taken as the truth.
 */
export function useReorder() {
  const { api } = useAdmin();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: reorderKey,
    mutationFn: ({ items }: { items: ProviderImage[]; before: ProviderImage[] | undefined }) =>
      api.authed('app', 'post', 'api/images/reorder', imagesListResponseSchema, { ids: items.map((image) => image.id) }),
    onMutate: async ({ items }) => {
      // A read under way would bring the old order back: stopped, and the new order set again.
      await queryClient.cancelQueries({ queryKey: imagesKey });
      queryClient.setQueryData(imagesKey, items);
    },
    onSuccess: (answer) => {
      if (queryClient.isMutating({ mutationKey: reorderKey }) <= 1) {
        queryClient.setQueryData(imagesKey, sortByPosition(answer.items));
      }
    },
    onError: (_error, { before }) => {
      if (before) queryClient.setQueryData(imagesKey, before);
      void queryClient.invalidateQueries({ queryKey: imagesKey });
    },
  });
  return (items: ProviderImage[]) => {
    const before = queryClient.getQueryData<ProviderImage[]>(imagesKey);
    queryClient.setQueryData(imagesKey, items);
    return mutation.mutateAsync({ items, before });
  };
}
