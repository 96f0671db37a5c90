import { browserLocale, type Locale } from '@claims/domain/i18n/locales';
import { stored } from '../session/storage';

/**
 * The language the portal opens in: the one chosen (in this or another tab), else the signed-in
 * profile's, else the browser's (a first visit to the login screen).
 */
export function startingLocale(): Locale {
  const user = stored.token() ? stored.user() : null;
  return stored.language() ?? user?.language ?? browserLocale(navigator.languages);
}
