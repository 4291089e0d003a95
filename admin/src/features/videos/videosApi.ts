import { successResponseSchema } from '@alliance/shared/answers';
import {
  type AddVideoLinkBody,
  type ProviderVideo,
  parseVideoLink,
  type UpdateVideoBody,
  VIDEO_ACCEPTED_TYPES,
  VIDEO_MAX_BYTES,
  VIDEO_UPLOAD_ERRORS,
  videoResponseSchema,
  videosListResponseSchema,
} from '@alliance/shared/videos';
import { type Api, ApiError } from '@alliance/widget/api/client.ts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useAdmin } from '../../lib/context.tsx';
import { errorText } from '../../lib/errors.ts';
import { UploadNetworkError, type UploadOptions, uploadFile } from '../../lib/upload.ts';

const videosKey = ['videos'] as const;
const reorderKey = ['videos', 'reorder'] as const;

const sortVideos = (items: ProviderVideo[]) => [...items].sort((a, b) => a.position - b.position || a.id - b.id);

/** The provider's videos, in their order on the profile. */
export function useVideos() {
  const { api } = useAdmin();
  return useQuery({
    queryKey: videosKey,
    queryFn: async () => sortVideos((await api.authed('app', 'get', 'api/videos/', videosListResponseSchema)).items),
  });
}

/** The cached list with `change` applied (nothing while it is not loaded). */
function updateVideos(queryClient: QueryClient, change: (items: ProviderVideo[]) => ProviderVideo[]) {
  queryClient.setQueryData<ProviderVideo[]>(videosKey, (items) => (items ? change(items) : items));
}

/** A video the server answered (added, changed): in place of the cached one, else added at the end. */
export function videoAnswered(queryClient: QueryClient, video: ProviderVideo) {
  updateVideos(queryClient, (items) => sortVideos([...items.filter((item) => item.id !== video.id), video]));
}

/** Adds a YouTube or Vimeo link (`POST videos/` as JSON). */
export function useAddVideoLink() {
  const { api } = useAdmin();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddVideoLinkBody) => api.authed('app', 'post', 'api/videos/', videoResponseSchema, body),
    onSuccess: (answer) => videoAnswered(queryClient, answer.video),
  });
}

/** The title (empty clears it). */
export function useUpdateVideo(id: number) {
  const { api } = useAdmin();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateVideoBody) => api.authed('app', 'patch', `api/videos/${id}`, videoResponseSchema, body),
    onSuccess: (answer) => videoAnswered(queryClient, answer.video),
  });
}

/** Shows a hidden video on the profile, or hides a visible one (a hidden file is no longer served). */
export function useToggleVideo() {
  const { api } = useAdmin();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.authed('app', 'patch', `api/videos/${id}/toggle-visibility`, videoResponseSchema),
    onSuccess: (answer) => videoAnswered(queryClient, answer.video),
  });
}

/** Deletes a video (and its stored file). */
export function useDeleteVideo() {
  const { api } = useAdmin();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.authed('app', 'delete', `api/videos/${id}`, successResponseSchema),
    onSuccess: (_answer, id) => updateVideos(queryClient, (items) => items.filter((item) => item.id !== id)),
  });
}

/**
 * The videos' new order (`POST videos/reorder` with every id): shown at once, rolled back if the
 * server refuses it; while several moves are on their way, only the last answer counts.
 */
export function useReorderVideos() {
  const { api } = useAdmin();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: reorderKey,
    mutationFn: ({ ids }: { ids: number[]; before: ProviderVideo[] | undefined }) =>
      api.authed('app', 'post', 'api/videos/reorder', videosListResponseSchema, { ids }),
    onMutate: async () => {
      // A read under way would bring the old order back.
      const shown = queryClient.getQueryData<ProviderVideo[]>(videosKey);
      await queryClient.cancelQueries({ queryKey: videosKey });
      queryClient.setQueryData(videosKey, shown);
    },
    onSuccess: (answer) => {
      if (queryClient.isMutating({ mutationKey: reorderKey }) <= 1) queryClient.setQueryData(videosKey, sortVideos(answer.items));
    },
    onError: (_error, { before }) => {
      if (before) queryClient.setQueryData(videosKey, before);
      void queryClient.invalidateQueries({ queryKey: videosKey });
    },
  });
  return (ids: number[]) => {
    const before = queryClient.getQueryData<ProviderVideo[]>(videosKey);
    if (before) {
      const byId = new Map(before.map((video) => [video.id, video]));
      const moved = ids.flatMap((id, position) => {
        const video = byId.get(id);
        return video ? [{ ...video, position }] : [];
      });
      queryClient.setQueryData(videosKey, moved);
    }
    return mutation.mutateAsync({ ids, before });
  };
}

/**
 * Sends one MP4 or WebM file (`POST videos/` multipart: the `file` part, and `title` when given)
 * with its progress, through the uploads' helper (the token renewed once on a 401).
 */
export async function uploadVideo(
  api: Api,
  file: File,
  title: string | null,
  options: Omit<UploadOptions, 'fields'>,
): Promise<ProviderVideo> {
  const answer = await uploadFile<{ video?: ProviderVideo }>(api, 'api/videos/', file, {
    ...options,
    fields: title ? { title } : undefined,
  });
  if (answer.video) return answer.video;
  throw new ApiError(200, 'no video in the answer', null);
}

export type VideoFileProblem = 'too-large' | 'unsupported-type';

/** What the browser can check before sending: MP4 or WebM (the server reads the real type from the bytes), 200 MB at most. */
export function videoFileProblem(file: File): VideoFileProblem | null {
  if (!(VIDEO_ACCEPTED_TYPES as readonly string[]).includes(file.type)) return 'unsupported-type';
  if (file.size > VIDEO_MAX_BYTES) return 'too-large';
  return null;
}

/** What the file input accepts. */
export const VIDEO_ACCEPT = VIDEO_ACCEPTED_TYPES.join(',');

/**
 * Why an upload failed: the server's own refusal (`message`, in the reader's language), a proxy's
 * bare 413 as the server would word it, a dropped connection, else 'Erreur {status} : …'.
 */
export function videoUploadErrorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    const code = error.body?.error;
    if (code && (VIDEO_UPLOAD_ERRORS as readonly string[]).includes(code) && error.body?.message) return error.body.message;
    if (error.status === 413 && !error.body) return t('videos:upload.errors.too-large');
  }
  if (error instanceof UploadNetworkError) return t('videos:upload.network');
  return errorText(error, t);
}

/** The platform's own page of a linked video (from its player address), to watch it there. */
export function platformPageOf(video: ProviderVideo): string | null {
  const link = video.embedUrl ? parseVideoLink(video.embedUrl) : null;
  if (!link) return null;
  return link.kind === 'youtube' ? `https://www.youtube.com/watch?v=${link.id}` : `https://vimeo.com/${link.id}`;
}
