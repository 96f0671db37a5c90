import { SUPPORTED_LOCALES, type Locale } from '../i18n/locales';
import { translate } from '../i18n/translate';
import type { MessageKey } from '../i18n/translate';
import type { Refusal, Validation } from '../validators/validation';
import { issueMessage } from './issue-message';

// The validators' tests are tables of what a person types and what the validator answers; these
// turn one table into one test per row, so each file holds only its cases.

/** One test per row: `isValid` takes the row's first entry (the rest say why, for the title). */
export function itAccepts(
  title: string,
  isValid: (typed: string) => boolean,
  rows: readonly (readonly [typed: string, why?: string])[],
): void {
  it.each(rows.map((row) => [...row]))(title, (typed) => {
    expect(isValid(typed)).toBe(true);
  });
}

/** One test per row: `validate` takes the row's leading entries and stores its last one. */
export function itStores<Typed extends readonly unknown[], Stored>(
  title: string,
  validate: (...typed: Typed) => Validation<Stored>,
  rows: readonly (readonly [...Typed, Stored])[],
): void {
  eachRow(title, rows, (typed: Typed, stored) => {
    expect(validate(...typed)).toEqual({ ok: true, value: stored });
  });
}

/** One test per row: `validate` refuses the row's leading entries with its last one, the message key. */
export function itRefuses<Typed extends readonly unknown[]>(
  title: string,
  validate: (...typed: Typed) => Validation<unknown>,
  rows: readonly (readonly [...Typed, MessageKey])[],
): void {
  eachRow(title, rows, (typed: Typed, error) => {
    expect(validate(...typed)).toMatchObject({ ok: false, error });
  });
}

/** One test per row, `check` given the row's leading entries and its last one apart. */
function eachRow<Typed extends readonly unknown[]>(
  title: string,
  rows: readonly (readonly unknown[])[],
  check: (typed: Typed, last: unknown) => void,
): void {
  it.each(rows.map((row) => [...row]))(title, (...row: unknown[]) => {
    const last = row.pop();
    check(row as unknown as Typed, last);
  });
}

/**
 * One test per row: `validate` refuses the row's first entry (the rest say why, for the title)
 * with exactly `refusal`, or with what `refusal` makes of the typed value.
 */
export function itRefusesEach(
  title: string,
  validate: (typed: string) => Validation<unknown>,
  refusal: Refusal | ((typed: string) => Refusal),
  rows: readonly (readonly [typed: string, why?: string])[],
): void {
  it.each(rows.map((row) => [...row]))(title, (typed) => {
    expect(validate(typed)).toEqual(typeof refusal === 'function' ? refusal(typed) : refusal);
  });
}

/** What a refusal says to a reader of each language, the field named as that language names it. */
export function refusalInEachLanguage(refusal: Validation<unknown>, names: Record<Locale, string>) {
  if (refusal.ok) throw new Error(`accepted: ${String(refusal.value)}`);
  return inEachLanguage((locale) =>
    translate(locale, refusal.error, { ...refusal.params, name: names[locale] }),
  );
}

/** What a schema's issue says to a reader of each language, the field named as that language names it. */
export function issueInEachLanguage(issue: { message: string }, names: Record<Locale, string>) {
  return inEachLanguage((locale) => issueMessage(locale, issue, names[locale]));
}

function inEachLanguage(say: (locale: Locale) => string): Record<Locale, string> {
  return Object.fromEntries(SUPPORTED_LOCALES.map((locale) => [locale, say(locale)])) as Record<
    Locale,
    string
  >;
}
