import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runCaseAction } from './client';
import { useApiQuery, type ReadOptions } from './queries';
import { pathKey } from './query-keys';

export type CaseKind = 'reimbursements' | 'protest-letters';

const casePath = (kind: CaseKind, id: string) => `/api/${kind}/${id}`;

/** A case as its detail screen reads it (GET /api/{kind}/{id}), through the cache. */
export function useCase<T>(kind: CaseKind, id: string, options: ReadOptions<T> = {}) {
  return useApiQuery<T>(casePath(kind, id), options);
}

/**
 * Tells the cache a case changed (a command, an upload, a file removed): what is known of it now
 * shows at once, and everything read about it (its detail, timeline, messages, the lists it is
 * in) is read again from the api, which has the last word. The answer fails when that re-read
 * fails, for the caller to say so.
 */
export function useCaseChanged<T>(kind: CaseKind, id: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (known?: T | ((shown: T) => T)) => {
      if (known !== undefined)
        queryClient.setQueryData<T>(pathKey(casePath(kind, id)), (shown) =>
          typeof known === 'function' ? shown && (known as (shown: T) => T)(shown) : known,
        );
      return queryClient.invalidateQueries({ queryKey: pathKey(`/api/${kind}`) }, { throwOnError: true });
    },
    [queryClient, kind, id],
  );
}

/** A case command (ARCHITECTURE §6) as a mutation: it answers the case as it now is. */
export function useCaseAction<T>(kind: CaseKind, id: string) {
  const changed = useCaseChanged<T>(kind, id);
  return useMutation({
    mutationFn: ({ action, body = {} }: { action: string; body?: object }) =>
      runCaseAction<T>(kind, id, action, body),
    // The command is done: a failed re-read after it is no failure of the command.
    onSuccess: (now) => void changed(now).catch(() => {}),
  });
}
