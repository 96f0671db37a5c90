import { isMessageKey, translate } from './translate';
import type { Locale } from './locales';

/**
 * A country stored as ISO 3166 alpha-2 ("BR"), as the reader names it: an office's country by
 * its label ("Brasil"), any other by the region's name in the reader's language ("China"); the
 * code itself where the browser knows no name for it.
 */
export function countryName(locale: Locale, code: string): string {
  const office = `codes.offices.${code}`;
  if (isMessageKey(office)) return translate(locale, office);
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
