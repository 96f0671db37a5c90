import { useCallback } from 'react';
import { ApiError } from '../api/client';
import { useI18n } from '../i18n/I18nContext';
import { useToasts } from './ToastContext';

/**
 * Errors as toasts with the server's localized text (SPEC §8): 403 "Não autorizado", 500 "Erro
 * interno do servidor". A 401 shows nothing here: the client has already gone to login.
 */
export function useApiErrorToast() {
  const { t } = useI18n();
  const toasts = useToasts();
  return useCallback(
    (err: unknown) => {
      if (err instanceof ApiError && err.status === 401) return;
      const text =
        err instanceof ApiError
          ? err.status === 403
            ? t('errors.forbidden')
            : err.status >= 500
              ? t('errors.internal')
              : err.message
          : t('errors.generic');
      toasts.show('error', text, t('errors.submit.title'));
    },
    [t, toasts],
  );
}
