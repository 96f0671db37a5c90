import type { i18n } from 'i18next';
import {
  codeLabelKey,
  codeLabelMessages,
  type CodeFamily,
  type CodeKeyOf,
  type CodeLabelKey,
} from './code-labels';
import { en } from './en';
import { es } from './es';
import { createI18next } from './i18next-instance';
import { DEFAULT_LOCALE, isLocale, resolveLocale, type Locale } from './locales';
import { interpolate, type MessageParams } from './interpolate';
import { ptBR, type StaticMessageKey } from './pt-BR';
import { screenCatalogue, type ScreenMessageKey } from './screens';

/** The keys the catalogues hold: a text with plural forms is held once per form. */
type CatalogueKey = StaticMessageKey | CodeLabelKey | ScreenMessageKey;
/**
 * A text with plural forms, asked for by its name: `console.timeBar.daysLeft` for the catalogue's
 * `console.timeBar.daysLeft_one` and `_other`, i18next's suffixes: i18next chooses the form by the
 * `count` parameter and the locale's plural rules, in `translate` as in the console.
 */
type PluralKey = CatalogueKey extends infer K ? (K extends `${infer Name}_other` ? Name : never) : never;
export type MessageKey = CatalogueKey | PluralKey;
export type Messages = { readonly [K in CatalogueKey]: string };

/**
 * Plural forms i18next asks for that read like the plural ("other"), given to each text with
 * plural forms that does not write its own (in every language, so the catalogues keep the same
 * keys; a language without such a form never asks for it):
 * - zero: Portuguese plural rules (CLDR) put 0 with 1 ("0 dia"), but Brazilian writing says
 *   "0 dias"; i18next looks a `_zero` form up first for a count of 0.
 * - many: Spanish and Portuguese rules have a form for a million and its multiples, made for
 *   "un millón de días"; our counts are written in digits ("1000000 días"), as the plural.
 *   i18next does not fall back from a missing `_many` to `_other`: it would print the key.
 */
const FORMS_READ_AS_OTHER = ['zero', 'many'] as const;

function withFormsReadAsOther(messages: Messages): Messages {
  const added = Object.entries(messages)
    .filter(([key]) => key.endsWith('_other'))
    .flatMap(([key, text]) =>
      FORMS_READ_AS_OTHER.map((form) => [`${key.slice(0, -'_other'.length)}_${form}`, text] as const),
    )
    .filter(([key]) => !Object.hasOwn(messages, key));
  return { ...Object.fromEntries(added), ...messages };
}

/** The complete catalogue per locale, as handed to the console's i18next and to `translate`'s. */
export const CATALOGUES: { readonly [L in Locale]: Messages } = {
  'pt-BR': withFormsReadAsOther({ ...ptBR, ...codeLabelMessages('pt-BR'), ...screenCatalogue('pt-BR') }),
  en: withFormsReadAsOther({ ...en, ...codeLabelMessages('en'), ...screenCatalogue('en') }),
  es: withFormsReadAsOther({ ...es, ...codeLabelMessages('es'), ...screenCatalogue('es') }),
};

export { interpolate, type MessageParams };

export function isMessageKey(value: unknown): value is MessageKey {
  const catalogue = CATALOGUES[DEFAULT_LOCALE];
  return (
    typeof value === 'string' &&
    (Object.hasOwn(catalogue, value) || Object.hasOwn(catalogue, `${value}_other`))
  );
}

let catalogueI18next: i18n | undefined;

/** Made at the first translation, not when a UI imports `CATALOGUES` alone (the console). */
const catalogueI18n = () => (catalogueI18next ??= createI18next((locale) => CATALOGUES[locale]));

/**
 * The text for `key` in `locale`. `locale` may be any header-ish string ('es-AR'); unknown
 * locales and keys missing in a locale fall back to pt-BR, and an unknown key is returned as is,
 * so a stale key in a UI shows up as itself instead of as an empty label.
 *
 * i18next picks the text and, by `count`, its plural form, as it does in the console. The
 * placeholders are filled by `interpolate` in one pass, as the portal's shell texts are: i18next
 * fills them one after another and would put a later value inside an earlier one that reads like
 * its placeholder (a name typed as "Ana {excerpt}").
 */
export function translate(locale: Locale | string, key: MessageKey | string, params?: MessageParams): string {
  const lng = isLocale(locale) ? locale : resolveLocale(locale);
  const count = params?.count;
  const template =
    typeof count === 'number'
      ? catalogueI18n().t(key, { lng, count, skipInterpolation: true })
      : // Without a count, a text with plural forms reads in the plural.
        catalogueI18n().t([key, `${key}_other`], { lng, defaultValue: key, skipInterpolation: true });
  return interpolate(template, params);
}

/** The label of a code in a locale: `codeLabel('en', 'analysisStatuses', 'PROCESS_CLOSED')`. */
export function codeLabel<F extends CodeFamily>(
  locale: Locale | string,
  family: F,
  key: CodeKeyOf<F>,
): string {
  return translate(locale, codeLabelKey(family, key));
}
