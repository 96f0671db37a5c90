import { createContext, useContext } from 'react';
import { translate, type MessageKey, type MessageParams } from '@claims/domain/i18n/translate';
import { DEFAULT_LOCALE, type Locale } from '@claims/domain/i18n/locales';
import { capitalize } from '@claims/domain/i18n/capitalize';

export interface I18n {
  locale: Locale;
  t(key: MessageKey, params?: MessageParams): string;
  /** A text as a label or heading: the catalogue's field names are lower-case, for use inside sentences. */
  label(key: MessageKey): string;
  setLocale(locale: Locale): void;
}

export const I18nContext = createContext<I18n>({
  locale: DEFAULT_LOCALE,
  t: (key, params) => translate(DEFAULT_LOCALE, key, params),
  label: (key) => capitalize(translate(DEFAULT_LOCALE, key)),
  setLocale: () => {},
});

export const useI18n = () => useContext(I18nContext);

// Re-exported: the portal's screens and tests take it from here with the rest of their i18n.
export { capitalize };
