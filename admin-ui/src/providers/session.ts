import { browserLocale, isLocale, type Locale, type RoleKey, type TeamKey } from '@claims/domain';
import type { SessionProfile } from '@claims/contract';

/**
 * The browser's session, shared with the portal (same origin, same keys, SPEC §3 and §7): the
 * token, the chosen language and the signed-in user as `/api/auth/me` describes them.
 */
export type { SessionProfile };

/** The user as the browser kept it: one kept before the api named its upload limit has none. */
export type StoredProfile = Omit<SessionProfile, 'uploadMaxBytes'> &
  Partial<Pick<SessionProfile, 'uploadMaxBytes'>>;

const TOKEN = 'token';
const USER = 'user';
const LANGUAGE = 'language';

// A language picked on the login page before signing in (see takeLanguagePickedSignedOut).
let pickedSignedOut: Locale | null = null;

export const session = {
  token: (): string | null => localStorage.getItem(TOKEN),
  profile(): StoredProfile | null {
    try {
      return JSON.parse(localStorage.getItem(USER) ?? 'null') as StoredProfile | null;
    } catch {
      return null;
    }
  },
  role: (): RoleKey | undefined => session.profile()?.roles[0],
  team: (): TeamKey | undefined => session.profile()?.teams[0],
  start(token: string, profile: SessionProfile) {
    localStorage.setItem(TOKEN, token);
    session.saveProfile(profile);
  },
  saveProfile(profile: SessionProfile) {
    localStorage.setItem(USER, JSON.stringify(profile));
  },
  /** SPEC §4: logout clears the token and the user and resets the 'adblock-warning' flag. */
  clear() {
    localStorage.removeItem(TOKEN);
    localStorage.removeItem(USER);
    localStorage.setItem('adblock-warning', 'false');
  },
  /** The stored language, else (nothing chosen yet) the browser's, else pt-BR. */
  language(): Locale {
    const stored = localStorage.getItem(LANGUAGE);
    return isLocale(stored) ? stored : browserLocale(navigator.languages);
  },
  setLanguage(locale: Locale) {
    localStorage.setItem(LANGUAGE, locale);
    if (!session.token()) pickedSignedOut = locale;
  },
  /**
   * The language picked on the login page, once: it is what the person wants to read, so it
   * survives the sign-in and becomes the profile's instead of giving way to it.
   */
  takeLanguagePickedSignedOut(): Locale | null {
    const picked = pickedSignedOut;
    pickedSignedOut = null;
    return picked;
  },
};
