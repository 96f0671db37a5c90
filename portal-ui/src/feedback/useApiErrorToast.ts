import { useCallback } from 'react';
import { ApiError } from '../api/client';
import { useI18n } from '../i18n/I18nContext';
import { useToasts } from './ToastContext';

/**
 * Errors as toasts with the server's localized text (SPEC §8): a 403 says why when the api says
 * why ("a master account manages only its company's operators"), else "Não autorizado"; 500
 * "Erro interno do servidor". A 401 shows nothing here: the client has already gone to login.
 * `scope` ties the toast to one form (useFormToasts), whose success dismisses it.
 */
export function useApiErrorToast(scope?: string) {
  const { t } = useI18n();
  const toasts = useToasts();
  return useCallback(
    (err: unknown) => {
      if (err instanceof ApiError && err.status === 401) return;
      const text =
        err instanceof ApiError
          ? err.status === 403
            ? err.code === 'FORBIDDEN' || err.code === 'GENERIC'
              ? t('errors.forbidden')
              : err.message
            : err.status >= 500
              ? t('errors.internal')
              : err.message
          : t('errors.generic');
      toasts.show('error', text, t('errors.submit.title'), scope);
    },
    [t, toasts, scope],
  );
}
