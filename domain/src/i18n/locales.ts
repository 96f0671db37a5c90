// pt-BR comes first: it is the product's default and the fallback for any missing text.
export const SUPPORTED_LOCALES = ['pt-BR', 'en', 'es'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt-BR';

/** Each language in its own words, as every language picker and the audit log name it. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  'pt-BR': 'Português (Brasil)',
  en: 'English',
  es: 'Español',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/**
 * Maps a Content-Language or Accept-Language header to a supported locale.
 * Accept-Language ranges are tried by quality; any regional variant of a language we speak
 * matches it (es-AR → es, en-GB → en, pt-PT → pt-BR), because a Uruguayan or Paraguayan user
 * reads our Spanish fine and a wrong language is worse than a near one.
 */
export function resolveLocale(headerValue: string | null | undefined): Locale {
  if (!headerValue) return DEFAULT_LOCALE;
  const ranges = headerValue
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((range) => range.tag !== '' && range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranges) {
    const language = tag.replace('_', '-').split('-')[0];
    if (language === 'pt') return 'pt-BR';
    if (language === 'en') return 'en';
    if (language === 'es') return 'es';
  }
  return DEFAULT_LOCALE;
}

/**
 * The language to open a screen in before anyone chose one: the browser's (navigator.languages,
 * most wanted first) read like an Accept-Language header, so es-AR opens in Spanish and en-US in
 * English; pt-BR when the browser wants none of ours.
 */
export function browserLocale(languages: readonly string[] | undefined): Locale {
  return resolveLocale((languages ?? []).join(','));
}
