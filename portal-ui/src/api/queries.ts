import { keepPreviousData, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { api } from './client';
import { fetchList, type ListPage, type ListParams } from './list';
import { listKey, pathKey } from './query-keys';

/** What a screen may add to a read: how long it stays fresh, whether focus reads it again... */
export type ReadOptions<T, Shown = T> = Omit<UseQueryOptions<T, Error, Shown>, 'queryKey' | 'queryFn'>;

/** GET `path` through the cache, under the key its path names. */
export function useApiQuery<T, Shown = T>(path: string, options: ReadOptions<T, Shown> = {}) {
  return useQuery<T, Error, Shown>({ queryKey: pathKey(path), queryFn: () => api.get<T>(path), ...options });
}

/** One page of an api list; the page shown stays on screen while the next one loads. */
export function useListQuery<T, Shown = ListPage<T>>(
  path: string,
  params: ListParams,
  options: ReadOptions<ListPage<T>, Shown> = {},
) {
  return useQuery<ListPage<T>, Error, Shown>({
    queryKey: listKey(path, params),
    queryFn: () => fetchList<T>(path, params),
    placeholderData: keepPreviousData,
    ...options,
  });
}
