import {
  codeLabelKey,
  codeLabelMessages,
  type CodeFamily,
  type CodeKeyOf,
  type CodeLabelKey,
} from './code-labels';
import { en } from './en';
import { es } from './es';
import { DEFAULT_LOCALE, isLocale, resolveLocale, type Locale } from './locales';
import { interpolate, type MessageParams } from './interpolate';
import { ptBR, type StaticMessageKey } from './pt-BR';
import { screenCatalogue, type ScreenMessageKey } from './screens';

/** The keys the catalogues hold: a text with plural forms is held once per form. */
type CatalogueKey = StaticMessageKey | CodeLabelKey | ScreenMessageKey;
/**
 * A text with plural forms, asked for by its name: `console.timeBar.daysLeft` for the catalogue's
 * `console.timeBar.daysLeft_one` and `_other` (i18next's suffixes, so the console's i18next picks
 * the same form). The `count` parameter chooses the form, by the locale's plural rules.
 */
type PluralKey = CatalogueKey extends infer K ? (K extends `${infer Name}_other` ? Name : never) : never;
export type MessageKey = CatalogueKey | PluralKey;
export type Messages = { readonly [K in CatalogueKey]: string };

/** The complete catalogue per locale, as handed to react-admin's polyglot or to the portal. */
export const CATALOGUES: { readonly [L in Locale]: Messages } = {
  'pt-BR': withZeroInThePlural({ ...ptBR, ...codeLabelMessages('pt-BR'), ...screenCatalogue('pt-BR') }),
  en: withZeroInThePlural({ ...en, ...codeLabelMessages('en'), ...screenCatalogue('en') }),
  es: withZeroInThePlural({ ...es, ...codeLabelMessages('es'), ...screenCatalogue('es') }),
};

/**
 * Portuguese plural rules (CLDR) put 0 with 1 ("0 dia"), but Brazilian writing says "0 dias":
 * each text with plural forms gets a `_zero` form, its plural (in every language, so the
 * catalogues keep the same keys; English and Spanish say 0 in the plural anyway). i18next (the
 * console) looks a `_zero` form up first for a count of 0, and so does translate below.
 */
function withZeroInThePlural(messages: Messages): Messages {
  const zero = Object.entries(messages)
    .filter(([key]) => key.endsWith('_other'))
    .map(([key, text]) => [`${key.slice(0, -'_other'.length)}_zero`, text] as const)
    .filter(([key]) => !Object.hasOwn(messages, key));
  return { ...Object.fromEntries(zero), ...messages };
}

export { interpolate, type MessageParams };

export function isMessageKey(value: unknown): value is MessageKey {
  const catalogue = CATALOGUES[DEFAULT_LOCALE];
  return (
    typeof value === 'string' &&
    (Object.hasOwn(catalogue, value) || Object.hasOwn(catalogue, `${value}_other`))
  );
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

/**
 * The catalogue key of a text's form for `count` ("zero" when the catalogue has one, as i18next
 * reads it; "one", "other"; "many" in es and pt for millions), the "other" form when that one is
 * missing or no count was given.
 */
function pluralForm(
  catalogue: Readonly<Record<string, string>>,
  locale: Locale,
  key: string,
  count: unknown,
) {
  if (count === 0 && Object.hasOwn(catalogue, `${key}_zero`)) return catalogue[`${key}_zero`];
  if (typeof count === 'number') {
    let rules = pluralRules.get(locale);
    if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
    const form = `${key}_${rules.select(count)}`;
    if (Object.hasOwn(catalogue, form)) return catalogue[form];
  }
  return catalogue[`${key}_other`];
}

/**
 * The text for `key` in `locale`. `locale` may be any header-ish string ('es-AR'); unknown
 * locales and keys missing in a locale fall back to pt-BR, and an unknown key is returned as is,
 * so a stale key in a UI shows up as itself instead of as an empty label.
 */
export function translate(locale: Locale | string, key: MessageKey | string, params?: MessageParams): string {
  const resolved = isLocale(locale) ? locale : resolveLocale(locale);
  const catalogue: Readonly<Record<string, string>> = CATALOGUES[resolved];
  const fallback: Readonly<Record<string, string>> = CATALOGUES[DEFAULT_LOCALE];
  const template =
    catalogue[key] ??
    pluralForm(catalogue, resolved, key, params?.count) ??
    fallback[key] ??
    pluralForm(fallback, DEFAULT_LOCALE, key, params?.count) ??
    key;
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
