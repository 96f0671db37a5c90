import { useState } from 'react';
import { convertRaTranslationsToI18next, useI18nextProvider } from 'ra-i18n-i18next';
import { CATALOGUES, DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from '@claims/domain';
import { session } from '../providers/session';
import { raEn } from './ra-en';
import { raEs } from './ra-es';
import { raPtBR } from './ra-pt-BR';

const RA_MESSAGES = { 'pt-BR': raPtBR, en: raEn, es: raEs } as const;

/** The names of the languages, each in itself (the switch lists them so). */
export const LOCALES = [
  { locale: 'pt-BR', name: 'Português (Brasil)' },
  { locale: 'en', name: 'English' },
  { locale: 'es', name: 'Español' },
] as const satisfies readonly { locale: Locale; name: string }[];

function flatten(tree: object, prefix = '', into: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (value !== null && typeof value === 'object') flatten(value, `${prefix}${key}.`, into);
    else into[`${prefix}${key}`] = String(value);
  }
  return into;
}

/**
 * Everything the console says in one locale, as flat keys: react-admin's own texts and the
 * product catalogue of `domain` (codes, errors, validation, screens). A screen text under
 * `console.resources.*` or `backOffice.resources.*` also answers to react-admin's
 * `resources.*` key, so lists and forms find their field labels by convention.
 */
export function consoleMessages(locale: Locale): Record<string, string> {
  const ra = flatten(convertRaTranslationsToI18next(RA_MESSAGES[locale], { prefix: '{', suffix: '}' }));
  const product: Record<string, string> = { ...CATALOGUES[locale] };
  const aliases = Object.fromEntries(
    Object.entries(product)
      .filter(([key]) => /^(console|backOffice)\.resources\./.test(key))
      .map(([key, text]) => [key.slice(key.indexOf('.') + 1), text]),
  );
  // The login form's first field is the e-mail the api signs in with, not a user name.
  const email = product['fields.email'] ?? 'e-mail';
  const login = { 'ra.auth.username': email.charAt(0).toLocaleUpperCase(locale) + email.slice(1) };
  return { ...ra, ...login, ...aliases, ...product };
}

type I18nextOptions = NonNullable<NonNullable<Parameters<typeof useI18nextProvider>[0]>['options']>;

/** i18next as ra-i18n-i18next drives it: flat keys, `{name}` placeholders, pt-BR as the fallback. */
export const i18nextOptions = (): I18nextOptions => ({
  lng: session.language(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...SUPPORTED_LOCALES],
  load: 'currentOnly',
  resources: Object.fromEntries(
    SUPPORTED_LOCALES.map((locale) => [locale, { translation: consoleMessages(locale) }]),
  ),
  keySeparator: false,
  nsSeparator: false,
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  returnNull: false,
  returnEmptyString: false,
});

/** The i18nProvider, or null while i18next initialises (a moment, everything is bundled). */
export function useConsoleI18nProvider() {
  const [options] = useState(i18nextOptions);
  return useI18nextProvider({
    options,
    availableLocales: LOCALES.map((l) => ({ ...l })),
  });
}
