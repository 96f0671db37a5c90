import { useCallback } from 'react';
import { useLocaleState, useNotify, useRefresh } from 'react-admin';
import type { Locale } from '@claims/domain';
import { API_URL, httpClient } from '../providers/http-client';
import { session, type SessionProfile } from '../providers/session';

/**
 * Switches the console's language at once, and stores the choice in the browser and in the
 * user's profile (`PATCH /api/auth/me`), so the portal, e-mails and the next login follow it.
 * Data the api words (notifications, timelines, errors) is fetched again in the new language.
 */
export function useChangeLanguage() {
  const [, setLocale] = useLocaleState();
  const refresh = useRefresh();
  const notify = useNotify();
  return useCallback(
    async (locale: Locale) => {
      session.setLanguage(locale);
      setLocale(locale);
      refresh();
      // Before sign-in (the login page's switch) only the browser keeps it.
      if (!session.token()) return;
      try {
        const { json } = await httpClient(`${API_URL}/auth/me`, {
          method: 'PATCH',
          body: JSON.stringify({ language: locale }),
        });
        session.saveProfile(json as SessionProfile);
      } catch (err) {
        notify(err instanceof Error ? err.message : 'errors.generic', { type: 'error' });
      }
    },
    [setLocale, refresh, notify],
  );
}
