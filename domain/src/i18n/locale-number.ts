import type { Locale } from './locales';

/**
 * Numbers as people type and read them in each interface language: pt-BR and es write
 * "1.250,50", en writes "1,250.50". The UIs' number inputs mask with these separators and send the
 * API the canonical decimal string ("1250.50") this module reads back; the API and the database
 * only ever see canonical strings.
 */
export interface NumberSeparators {
  decimal: string;
  group: string;
}

const separatorsCache = new Map<Locale, NumberSeparators>();

export function numberSeparators(locale: Locale): NumberSeparators {
  const cached = separatorsCache.get(locale);
  if (cached) return cached;
  const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(1234567.5);
  const separators = {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
  separatorsCache.set(locale, separators);
  return separators;
}

/** Digits grouped by threes after a first group of one to three: "1.250.000". */
function isGroupedInteger(text: string, group: string): boolean {
  const chunks = text.split(group);
  return (
    chunks.length > 1 && /^\d{1,3}$/.test(chunks[0] ?? '') && chunks.slice(1).every((c) => /^\d{3}$/.test(c))
  );
}

/** A currency's sign or code, as an amount is pasted from a document ("R$ 12.345,67", "1.500 USD"). */
const CURRENCY = String.raw`(?:R\$|US\$|U\$S|\$U|\$|₲|Gs\.?|BRL|USD|ARS|PYG|UYU|EUR|€)`;
const LEADING_CURRENCY = new RegExp(`^${CURRENCY}\\s*`, 'i');
const TRAILING_CURRENCY = new RegExp(`\\s*${CURRENCY}$`, 'i');

/** The amount without its currency: the sign says nothing the field does not already know. */
const withoutCurrency = (text: string) => text.replace(LEADING_CURRENCY, '').replace(TRAILING_CURRENCY, '');

/**
 * Reads what a person typed or pasted in `locale`'s conventions and returns the canonical decimal
 * string ("1250.50", "18650", "-3"), or null when the text is no number. A lone separator of the
 * other convention is read as the decimal separator only where it cannot be a thousands group:
 * in pt-BR "1250.50" is 1250,50 but "18.650" is 18 650 (kg), as a Brazilian reads it.
 * A currency sign or code around the amount is left out; any other letter makes it no number.
 */
export function readLocaleDecimal(input: string, locale: Locale): string | null {
  const { decimal, group } = numberSeparators(locale);
  let text = withoutCurrency(input.trim()).replace(/[\s\u00a0\u202f]/g, '');
  let sign = '';
  if (text.startsWith('-')) {
    sign = '-';
    text = text.slice(1);
  }
  if (text === '' || !/^[\d.,]+$/.test(text)) return null;

  let integer: string;
  let fraction = '';
  const decimalAt = text.lastIndexOf(decimal);
  if (decimalAt >= 0 && text.indexOf(decimal) === decimalAt) {
    integer = text.slice(0, decimalAt);
    fraction = text.slice(decimalAt + 1);
    if (integer.includes(group) && !isGroupedInteger(integer, group)) return null;
    integer = integer.split(group).join('');
    if (fraction.includes(group)) return null;
  } else if (decimalAt >= 0) {
    return null; // two decimal separators
  } else if (isGroupedInteger(text, group)) {
    integer = text.split(group).join('');
  } else if (text.split(group).length === 2) {
    // One other-convention separator not followed by exactly three digits: a decimal point.
    [integer = '', fraction = ''] = text.split(group);
  } else if (/^\d+$/.test(text)) {
    integer = text;
  } else {
    return null;
  }
  if (!/^\d*$/.test(integer) || !/^\d*$/.test(fraction) || (integer === '' && fraction === '')) return null;
  const normalizedInteger = (integer || '0').replace(/^0+(?=\d)/, '');
  // Zeros past the second decimal say nothing, and a canonical "18.650" would read as a
  // thousands group to the api, which refuses it as ambiguous: "18,650" kg goes as "18.65".
  const normalizedFraction = fraction.length > 2 ? fraction.replace(/0+$/, '').padEnd(2, '0') : fraction;
  return `${sign}${normalizedInteger}${normalizedFraction ? `.${normalizedFraction}` : ''}`;
}

/**
 * A canonical decimal string shown in `locale`'s conventions, with grouping and at least
 * `minDecimals` decimals ("1250.5" → "1.250,50" in pt-BR). Exact: no float on the way.
 */
export function formatLocaleDecimal(canonical: string, locale: Locale, minDecimals = 0): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(canonical.trim());
  if (!match) return canonical;
  const [, sign = '', integer = '0', fraction = ''] = match;
  const { decimal, group } = numberSeparators(locale);
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const decimals = fraction.padEnd(minDecimals, '0');
  return `${sign}${grouped}${decimals ? `${decimal}${decimals}` : ''}`;
}
