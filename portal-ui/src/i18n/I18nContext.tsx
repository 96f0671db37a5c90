import { createContext, useContext } from 'react';
import type { MessageKey, MessageParams } from '@claims/domain/i18n/translate';
import type { Locale } from '@claims/domain/i18n/locales';
import { capitalize } from '@claims/domain/i18n/capitalize';
import { shellText } from './shell-texts';
import { startingLocale } from './starting-locale';

export interface I18n {
  locale: Locale;
  t(key: MessageKey, params?: MessageParams): string;
  /** A text as a label or heading: the catalogue's field names are lower-case, for use inside sentences. */
  label(key: MessageKey): string;
  setLocale(locale: Locale): void;
}

// Outside Root (the crash page of Root itself, e.g. when the catalogue could not load): the
// shell's texts only, so this module does not pull the whole catalogue into the first script,
// in the language Root would have opened in.
export const I18nContext = createContext<I18n>({
  get locale() {
    return startingLocale();
  },
  t: (key, params) => shellText(startingLocale(), key, params),
  label: (key) => capitalize(shellText(startingLocale(), key)),
  setLocale: () => {},
});

export const useI18n = () => useContext(I18nContext);

// Re-exported: the portal's screens and tests take it from here with the rest of their i18n.
export { capitalize };
