import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Locale } from '@claims/domain/i18n/locales';
import { api, apiHeaders, configureApi } from './api/client';
import { createQueryClient } from './api/query-client';
import { RouteLoading } from './feedback/RouteLoading';
import { ToastProvider } from './feedback/ToastProvider';
import { I18nContext, capitalize } from './i18n/I18nContext';
import { useCatalogue } from './i18n/useCatalogue';
import { shellText } from './i18n/shell-texts';
import { startingLocale } from './i18n/starting-locale';
import { SessionContext } from './session/SessionContext';
import type { LoginResponse } from '@claims/contract';
import { stored, type SessionUser } from './session/storage';

/**
 * The providers every screen shares: the session, the language, the toasts and the cache of what
 * the api answered. It sits inside the router so that a 401 anywhere can navigate to the login
 * screen.
 */
export function Root() {
  const navigate = useNavigate();
  // null while the catalogue loads: the shell's texts (the loading line) stand in.
  const translate = useCatalogue();
  const [queryClient] = useState(createQueryClient);
  const [user, setUser] = useState<SessionUser | null>(() => (stored.token() ? stored.user() : null));
  const [locale, setLocaleState] = useState<Locale>(startingLocale);

  // The session is already over on the server (a 401): only the browser's copy goes.
  // What the api answered this user is not the next one's to see.
  const endSession = useCallback(() => {
    stored.clear();
    queryClient.clear();
    setUser(null);
    navigate('/auth/login');
  }, [navigate, queryClient]);

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
    genericError: () => (translate ?? shellText)(locale, 'errors.generic'),
  });

  useEffect(() => {
    document.documentElement.lang = locale;
    // The tab's title speaks the language too, once the texts are in.
    if (translate) document.title = translate(locale, 'portal.appName');
  }, [locale, translate]);

  // The api writes some texts (labels, errors, deadlines) in the reader's language: what is on
  // screen is read again in the new one. The first render has nothing to read again.
  const shownLocale = useRef(locale);
  useEffect(() => {
    if (shownLocale.current === locale) return;
    shownLocale.current = locale;
    void queryClient.invalidateQueries();
  }, [locale, queryClient]);

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
  // sign-in (and a reload before it) and becomes the profile's. Without such a pick, the
  // profile's language applies.

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
        stored.savePickedSignedOut(next);
        return;
      }
      saveProfileLanguage(next);
    },
    [saveProfileLanguage],
  );

  const signIn = useCallback(
    async (email: string, password: string) => {
      const { token, user: profile } = await api.post<LoginResponse>('/api/auth/login', {
        email,
        password,
      });
      stored.save(token, profile);
      setUser(profile);
      const picked = stored.pickedSignedOut();
      stored.savePickedSignedOut(null);
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

  const i18n = useMemo(() => {
    const text = translate ?? shellText;
    return {
      locale,
      setLocale,
      t: (key: string, params?: Record<string, string | number>) => text(locale, key, params),
      label: (key: string) => capitalize(text(locale, key)),
    };
  }, [locale, setLocale, translate]);
  const session = useMemo(() => ({ user, signIn, signOut }), [user, signIn, signOut]);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nContext.Provider value={i18n}>
        <SessionContext.Provider value={session}>
          <ToastProvider>{translate ? <Outlet /> : <RouteLoading />}</ToastProvider>
        </SessionContext.Provider>
      </I18nContext.Provider>
    </QueryClientProvider>
  );
}
