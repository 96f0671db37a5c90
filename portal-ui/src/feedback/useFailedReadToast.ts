import { useEffect, useRef } from 'react';
import { useApiErrorToast } from './useApiErrorToast';

/**
 * A read of the cache that failed, said once in the localized toast (SPEC §8), for a screen that
 * still shows what it can without it.
 */
export function useFailedReadToast(error: unknown) {
  const showError = useApiErrorToast();
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (error && error !== shown.current) showError(error);
    shown.current = error;
  }, [error, showError]);
}
