import { isLocale, type Locale } from '@claims/domain/i18n/locales';
import type { SessionProfile } from '@claims/contract';

/**
 * What the browser keeps of a session (SPEC §3): the token, the user and the language. A user
 * kept by a sign-in before the api named its upload limit has none until the next sign-in.
 */
export type SessionUser = Omit<SessionProfile, 'uploadMaxBytes'> &
  Partial<Pick<SessionProfile, 'uploadMaxBytes'>>;

const TOKEN = 'token';
const USER = 'user';
const LANGUAGE = 'language';
const PICKED_SIGNED_OUT = 'languagePickedSignedOut';

export const stored = {
  /** The key other tabs' storage events name when the language changes. */
  LANGUAGE_KEY: LANGUAGE,
  token: () => localStorage.getItem(TOKEN),
  user(): SessionUser | null {
    try {
      return JSON.parse(localStorage.getItem(USER) ?? 'null') as SessionUser | null;
    } catch {
      return null;
    }
  },
  language(): Locale | null {
    const value = localStorage.getItem(LANGUAGE);
    return isLocale(value) ? value : null;
  },
  save(token: string, user: SessionUser) {
    localStorage.setItem(TOKEN, token);
    localStorage.setItem(USER, JSON.stringify(user));
  },
  saveUser(user: SessionUser) {
    localStorage.setItem(USER, JSON.stringify(user));
  },
  saveLanguage(locale: Locale) {
    localStorage.setItem(LANGUAGE, locale);
  },
  /**
   * A language picked on the login screen, until the sign-in makes it the profile's. Kept in
   * this tab's storage: a reload or a link followed before signing in must not forget it.
   */
  pickedSignedOut(): Locale | null {
    const value = sessionStorage.getItem(PICKED_SIGNED_OUT);
    return isLocale(value) ? value : null;
  },
  savePickedSignedOut(locale: Locale | null) {
    if (locale) sessionStorage.setItem(PICKED_SIGNED_OUT, locale);
    else sessionStorage.removeItem(PICKED_SIGNED_OUT);
  },
  /** SPEC §4: logout clears token and user and sets the 'adblock-warning' flag to false. */
  clear() {
    localStorage.removeItem(TOKEN);
    localStorage.removeItem(USER);
    localStorage.setItem('adblock-warning', 'false');
  },
};

/** The staff roles work in the console at /admin, not here. */
export const STAFF_ROLES = ['MASTER', 'CLAIMS', 'CUSTOMER_SERVICE'];
export const isStaff = (user: SessionUser) => STAFF_ROLES.includes(user.roles[0] ?? '');
export const roleOf = (user: SessionUser | null) => user?.roles[0] ?? '';
