import { formatFileSizeLimit } from './file-size';

/** The longest part of a file's name a refusal quotes, so a name pages long cannot fill it. */
const SHOWN_NAME_LENGTH = 60;

/**
 * A file's name as a refusal quotes it, from the api or from a screen before sending: its
 * printable characters only, at most 60 of them and then "…".
 */
export function shownFileName(name: string): string {
  const printable = [...name].filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f);
  const shown = printable.slice(0, SHOWN_NAME_LENGTH).join('');
  return printable.length > SHOWN_NAME_LENGTH ? `${shown}…` : shown;
}

/**
 * `maxSize` of the upload limit's hint and refusal ('portal.files.maxSize', 'errors.fileTooLarge'),
 * "20 MB", written as the reader writes sizes: the screens and the api's answer say it alike.
 */
export function uploadLimitParams(locale: string, maxBytes: number): { maxSize: string } {
  return { maxSize: formatFileSizeLimit(maxBytes, locale) };
}
