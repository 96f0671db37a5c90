import { formatLocaleDecimal } from './locale-number';
import { formatOfficeDay } from './office-dates';
import type { Locale } from './locales';
import { translate, type MessageParams } from './translate';
import { uploadLimitParams } from './upload-limit';

/**
 * A notice's parameters as its reader reads them. Notices store codes and ISO dates (the same
 * row serves readers of three languages, and a reader may switch language later); this turns
 * them into words: document types into their names, dates into the reader's day/month/year on
 * the office's calendar, amounts into the reader's number format with their currency, a team
 * into its label, an upload limit in bytes into its size.
 */
export function localizeNoticeParams(locale: Locale, raw: MessageParams): Record<string, string | number> {
  const out: Record<string, string | number> = { ...raw };
  if (typeof raw.documentTypes === 'string') {
    const names = raw.documentTypes
      .split(',')
      .filter(Boolean)
      .map((key) => label(locale, `codes.documentTypes.${key}`, key));
    out.documents = names.length ? names.join(', ') : translate(locale, 'notify.documentsAsDescribed');
  }
  // On the case's office calendar, as the screens show them (an old notice without one: São Paulo's).
  const office = typeof raw.office === 'string' ? raw.office : null;
  for (const field of ['deadline', 'expectedDate', 'paidOn', 'timeBarDate', 'dueDate', 'inspectionDate'])
    if (typeof raw[field] === 'string') out[field] = formatOfficeDay(locale, raw[field] as string, office);
  if (typeof raw.value === 'string' && typeof raw.currency === 'string')
    out.value = `${raw.currency} ${formatLocaleDecimal(raw.value, locale, 2)}`;
  if (typeof raw.team === 'string') out.team = label(locale, `codes.teams.${raw.team}`, raw.team);
  // A refusal of a file over the upload limit: the limit as the reader writes sizes, "20 MB".
  if (typeof raw.maxBytes === 'number') Object.assign(out, uploadLimitParams(locale, raw.maxBytes));
  return out;
}

const label = (locale: Locale, key: string, fallback: string) => {
  const text = translate(locale, key);
  return text === key ? fallback : text;
};
