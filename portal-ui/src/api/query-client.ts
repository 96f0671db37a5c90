import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';

/** A refusal (4xx) says the same the second time; a network drop or a 5xx may pass on a retry. */
function worthRetrying(failures: number, err: unknown) {
  const transient = !(err instanceof ApiError) || err.status === 0 || err.status >= 500;
  return transient && failures < 2;
}

/**
 * The portal's cache of what it read from the api. Errors stay with the screens (their own
 * message, or the localized toast), so the client only decides when to read again: not on
 * refusals. A screen read again when the window regains focus shows what changed meanwhile;
 * the reads under a form being typed turn that off (refetchOnWindowFocus: false).
 */
export function createQueryClient({ retry = true }: { retry?: boolean } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retry ? worthRetrying : false },
      mutations: { retry: false },
    },
  });
}
