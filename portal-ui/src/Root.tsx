import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { translate } from '@claims/domain/i18n/translate';
import { browserLocale, type Locale } from '@claims/domain/i18n/locales';
import { api, apiHeaders, configureApi } from './api/client';
import { ToastProvider } from './feedback/ToastProvider';
import { I18nContext, capitalize } from './i18n/I18nContext';
import { SessionContext } from './session/SessionContext';
import { stored, type SessionUser } from './session/storage';

/**
 * The providers every screen shares: the session, the language and the toasts. It sits inside
 * the router so that a 401 anywhere can navigate to the login screen.
 */
export function Root() {
  const navigate = useNavigate();
  const [user, setUser] = useState<SessionUser | null>(() => (stored.token() ? stored.user() : null));
  // Nothing chosen yet (a first visit to the login screen): the browser's language.
  const [locale, setLocaleState] = useState<Locale>(
    () => stored.language() ?? user?.language ?? browserLocale(navigator.languages),
  );

  // The session is already over on the server (a 401): only the browser's copy goes.
  const endSession = useCallback(() => {
    stored.clear();
    setUser(null);
    navigate('/auth/login');
  }, [navigate]);

  // Logging out revokes the server session too, so a copied token dies with it. Sent before the
  // token is cleared, and kept alive past the page change; a failure still logs the browser out.
  const signOut = useCallback(() => {
    if (stored.token())
      void fetch('/api/auth/logout', { method: 'POST', headers: apiHeaders(), keepalive: true }).catch(
        () => {},
      );
    endSession();
  }, [endSession]);

  configureApi({
    token: stored.token,
    locale: () => locale,
    unauthorized: () => {
      if (stored.token()) endSession();
    },
    genericError: () => translate(locale, 'errors.generic'),
  });

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  // A language chosen in another tab of the portal (or of the console, which shares the key) is
  // this tab's too: an open page, the profile's language select included, must not stay behind.
  // That tab has already saved it to the profile.
  useEffect(() => {
    const follow = (e: StorageEvent) => {
      if (e.key === null || e.key === stored.LANGUAGE_KEY) {
        const chosen = stored.language();
        if (chosen) setLocaleState(chosen);
      }
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, []);

  // A language picked on the login screen is what the person wants to read: it survives the
  // sign-in and becomes the profile's. Without such a pick, the profile's language applies.
  const pickedSignedOut = useRef<Locale | null>(null);

  const saveProfileLanguage = useCallback((language: Locale) => {
    // The profile keeps it too, so e-mails and the console speak the same language.
    api
      .patch<SessionUser>('/api/auth/me', { language })
      .then((profile) => {
        stored.saveUser(profile);
        setUser(profile);
      })
      .catch(() => {});
  }, []);

  const setLocale = useCallback(
    (next: Locale) => {
      setLocaleState(next);
      stored.saveLanguage(next);
      if (!stored.token()) {
        pickedSignedOut.current = next;
        return;
      }
      saveProfileLanguage(next);
    },
    [saveProfileLanguage],
  );

  const signIn = useCallback(
    async (email: string, password: string) => {
      const { token, user: profile } = await api.post<{ token: string; user: SessionUser }>(
        '/api/auth/login',
        {
          email,
          password,
        },
      );
      stored.save(token, profile);
      setUser(profile);
      const picked = pickedSignedOut.current;
      pickedSignedOut.current = null;
      if (picked && picked !== profile.language) {
        saveProfileLanguage(picked);
        return { ...profile, language: picked };
      }
      stored.saveLanguage(profile.language);
      setLocaleState(profile.language);
      return profile;
    },
    [saveProfileLanguage],
  );

  const i18n = useMemo(
    () => ({
      locale,
      setLocale,
      t: (key: string, params?: Record<string, string | number>) => translate(locale, key, params),
      label: (key: string) => capitalize(translate(locale, key)),
    }),
    [locale, setLocale],
  );
  const session = useMemo(() => ({ user, signIn, signOut }), [user, signIn, signOut]);
  return (
    <I18nContext.Provider value={i18n}>
      <SessionContext.Provider value={session}>
        <ToastProvider>
          <Outlet />
        </ToastProvider>
      </SessionContext.Provider>
    </I18nContext.Provider>
  );
}
