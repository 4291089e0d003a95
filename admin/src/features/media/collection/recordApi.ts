import { successResponseSchema } from '@alliance/shared/answers';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useAdmin } from '../../../lib/context.tsx';
import type { CollectionNs } from './collection.ts';

type Method = 'post' | 'put' | 'delete';
/** What a call sends: its method, its path and its body, from the caller's variables. */
export type CallOf<V> = (variables: V) => [method: Method, path: string, body?: unknown];
/** A photo moved: where it went (0 first). */
type Moved = { imageId: number; position: number };

interface OwnedRecord {
  id: number;
  images: { imageId: number; position: number }[];
}

interface RecordApiOptions<R extends OwnedRecord, S extends z.ZodType<unknown>> {
  /** The API's path under `api/`, and the first word of the query keys. */
  name: CollectionNs;
  list: z.ZodType<{ items: R[] }>;
  /** The answer of every call that answers the whole record. */
  answer: S;
  recordOf: (answer: z.output<S>) => R;
  /** Where a new record goes in the cached list: first (newest first) or last (in the order added). */
  newFirst: boolean;
}

/**
 * The calls of a provider's own record with photos (a portfolio, a venue): its list, the record,
 * the calls that answer the whole record, its deletion and its photos' order shown before the
 * server answers. Each API names its own calls from these.
 */
export function recordApi<R extends OwnedRecord, S extends z.ZodType<unknown>>(options: RecordApiOptions<R, S>) {
  const { name, recordOf, newFirst } = options;
  const listKey = [name, 'list'] as const;
  const recordKey = (id: number) => [name, 'one', id] as const;
  const orderKey = (id: number) => [name, 'order', id] as const;
  const pathOf = (id: number, rest = '') => `api/${name}/${id}${rest}`;

  /** A record the server answered: in the editor's cache, and in place in the list (added when new). */
  function answered(queryClient: QueryClient, record: R) {
    queryClient.setQueryData(recordKey(record.id), record);
    queryClient.setQueryData<R[]>(listKey, (items) => {
      if (!items) return items;
      if (items.some((item) => item.id === record.id)) return items.map((item) => (item.id === record.id ? record : item));
      return newFirst ? [record, ...items] : [...items, record];
    });
  }

  /** The provider's records. */
  function useList() {
    const { api } = useAdmin();
    return useQuery({
      queryKey: listKey,
      queryFn: async () => (await api.authed('app', 'get', `api/${name}`, options.list)).items,
    });
  }

  /** One record (a 404 when it is not the provider's). */
  function useRecord(id: number) {
    const { api } = useAdmin();
    return useQuery({
      queryKey: recordKey(id),
      queryFn: async () => recordOf(await api.authed('app', 'get', pathOf(id), options.answer)),
    });
  }

  /** A call that answers the whole record, which replaces the cached one. */
  function useRecordCall<V>(call: CallOf<V>) {
    const { api } = useAdmin();
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (variables: V) => {
        const [method, path, body] = call(variables);
        return api.authed('app', method, path, options.answer, body);
      },
      onSuccess: (answer) => answered(queryClient, recordOf(answer)),
    });
  }

  /** Deletes the record; its photos stay in the library. */
  function useDelete(id: number) {
    const { api } = useAdmin();
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: () => api.authed('app', 'delete', pathOf(id), successResponseSchema),
      // Its editor's cache stays until the editor has gone (removed now, the open editor would read a 404).
      onSuccess: () => queryClient.setQueryData<R[]>(listKey, (items) => items?.filter((item) => item.id !== id)),
    });
  }

  /**
   * A new order of the photos (`imageIds`, every photo; `moved`, the one the provider moved):
   * shown at once (`shown`, the record's photos in that order), rolled back if the server
   * refuses it; while several moves are on their way, only the last answer counts.
   */
  function useOrder(
    id: number,
    call: (imageIds: number[], moved: Moved) => ReturnType<CallOf<never>>,
    shown: (record: R, imageIds: number[]) => R['images'],
  ) {
    const { api } = useAdmin();
    const queryClient = useQueryClient();
    const key = recordKey(id);
    const mutation = useMutation({
      mutationKey: orderKey(id),
      mutationFn: ({ imageIds, moved }: { imageIds: number[]; moved: Moved; before: R | undefined }) => {
        const [method, path, body] = call(imageIds, moved);
        return api.authed('app', method, path, options.answer, body);
      },
      onMutate: async () => {
        // A read under way would bring the old order back.
        const current = queryClient.getQueryData<R>(key);
        await queryClient.cancelQueries({ queryKey: key });
        queryClient.setQueryData(key, current);
      },
      onSuccess: (answer) => {
        if (queryClient.isMutating({ mutationKey: orderKey(id) }) <= 1) answered(queryClient, recordOf(answer));
      },
      onError: (_error, { before }) => {
        if (before) queryClient.setQueryData(key, before);
        void queryClient.invalidateQueries({ queryKey: key });
      },
    });
    return (imageIds: number[], moved: Moved) => {
      const before = queryClient.getQueryData<R>(key);
      if (before) queryClient.setQueryData(key, { ...before, images: shown(before, imageIds) });
      return mutation.mutateAsync({ imageIds, moved, before });
    };
  }

  return { recordKey, pathOf, answered, useList, useRecord, useRecordCall, useDelete, useOrder };
}
