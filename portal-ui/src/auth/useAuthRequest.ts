import { useState } from 'react';
import { useOutletContext } from 'react-router-dom';
import { ApiError } from '../api/client';
import { useI18n } from '../i18n/I18nContext';
import type { AuthOutlet } from '../layout/AuthLayout';

/**
 * A request an authentication page sends on a click: the layout's overlay covers the page while it
 * is under way, and a refusal becomes the page's error in the api's words.
 */
export function useAuthRequest() {
  const { t } = useI18n();
  const { setBusy } = useOutletContext<AuthOutlet>();
  const [error, setError] = useState('');

  /** Sends `request`; once it is answered, `done` records the success and the last error is cleared. */
  async function send(request: () => Promise<unknown>, done: () => void) {
    setBusy(true);
    try {
      await request();
      done();
      setError('');
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('errors.generic'));
    } finally {
      setBusy(false);
    }
  }
  return { error, setError, send };
}
