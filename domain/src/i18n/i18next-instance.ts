import i18next, { type i18n, type InitOptions } from 'i18next';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from './locales';

/** A catalogue per locale, as flat keys: the product's (`CATALOGUES`) or the console's. */
export type CatalogueOf = (locale: Locale) => Readonly<Record<string, string>>;

/**
 * The i18next settings both the console (through ra-i18n-i18next) and `translate` (the portal,
 * the api and the workers) use, so a count picks the same plural form everywhere: flat keys,
 * `{name}` placeholders without HTML escaping (React and the e-mail templates escape; `translate`
 * fills them itself, see there), pt-BR as the fallback for a text missing in a language.
 */
export const i18nextOptions = (messages: CatalogueOf): InitOptions => ({
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...SUPPORTED_LOCALES],
  load: 'currentOnly',
  resources: Object.fromEntries(
    SUPPORTED_LOCALES.map((locale) => [locale, { translation: messages(locale) }]),
  ),
  keySeparator: false,
  nsSeparator: false,
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  returnNull: false,
  returnEmptyString: false,
});

/**
 * An i18next of its own, ready when this returns: the resources are in memory, so it initialises
 * synchronously and a server can translate at once, without awaiting anything.
 */
export function createI18next(messages: CatalogueOf): i18n {
  const instance = i18next.createInstance();
  void instance.init({ ...i18nextOptions(messages), lng: DEFAULT_LOCALE, initImmediate: false });
  return instance;
}
