import type { OfficeCountry } from '../codes/offices';
import type { IdRules } from '../validators/id-rules';
import type { Refusal, Validation } from '../validators/validation';

// Where a validator's cases are data (ids and values as people type them, each with why it is
// there), they live in a `*.cases.json` file beside its test, and these run one test per case.
// A title names a case's fields: `$typed`, `$why`, `$country`, `$stored`, `$error`.

/** What a person types, and why the case is there. */
export interface TypedCase {
  readonly typed: string;
  readonly why?: string;
}

/** What a person types at an office of `country`, and what is stored. */
export interface StoredCase extends TypedCase {
  readonly country: string;
  readonly stored: string;
}

/** What a person types at an office of `country`, and the message key refusing it. */
export interface RefusedCase extends TypedCase {
  readonly country: string;
  readonly error: string;
}

/** One test per case: `isValid` takes what is typed. */
export function itAcceptsEachCase(
  title: string,
  isValid: (typed: string) => boolean,
  cases: readonly TypedCase[],
): void {
  it.each(cases)(title, ({ typed }) => {
    expect(isValid(typed)).toBe(true);
  });
}

/** One test per case: `validate` refuses what is typed with exactly `refusal`, or what it makes of it. */
export function itRefusesEachCase(
  title: string,
  validate: (typed: string) => Validation<unknown>,
  refusal: Refusal | ((typed: string) => Refusal),
  cases: readonly TypedCase[],
): void {
  it.each(cases)(title, ({ typed }) => {
    expect(validate(typed)).toEqual(typeof refusal === 'function' ? refusal(typed) : refusal);
  });
}

/** A validator that reads what is typed by the rules of an office's country. */
type CountryValidator = (country: OfficeCountry, typed: string) => Validation<unknown>;

/** One test per case: `validate` stores what is typed in `country` as the case's `stored`. */
export function itStoresEachCase(
  title: string,
  validate: CountryValidator,
  cases: readonly StoredCase[],
): void {
  eachCountryCase(title, validate, cases, (answer, { stored }) => {
    expect(answer).toEqual({ ok: true, value: stored });
  });
}

/** One test per case: `validate` refuses what is typed in `country` with the case's `error`. */
export function itRefusesEachCaseWith(
  title: string,
  validate: CountryValidator,
  cases: readonly RefusedCase[],
): void {
  eachCountryCase(title, validate, cases, (answer, { error }) => {
    expect(answer).toMatchObject({ ok: false, error });
  });
}

/** One test per case, `check` given what `validate` answers for the case's country and typed value. */
function eachCountryCase<Case extends TypedCase & { readonly country: string }>(
  title: string,
  validate: CountryValidator,
  cases: readonly Case[],
  check: (answer: Validation<unknown>, c: Case) => void,
): void {
  // JSON reads a case's country as any string; the cases name offices' countries as people type them.
  it.each<Case>(cases)(title, (c) => check(validate(c.country as OfficeCountry, c.typed), c));
}

/** An id's case file: ids accepted and refused, ids as typed and as stored, as stored and as printed. */
export interface IdCases {
  readonly valid: readonly TypedCase[];
  readonly invalid: readonly TypedCase[];
  readonly stored: readonly { readonly typed: string; readonly stored: string }[];
  readonly printed: readonly { readonly stored: string; readonly printed: string }[];
}

/**
 * One test per case of an id's case file, read by the id's rules; `refusal` is what `validate`
 * answers an invalid id: one refusal, or one naming what was typed.
 */
export function itReadsEachIdCase(
  id: IdRules,
  refusal: Refusal | ((typed: string) => Refusal),
  cases: IdCases,
): void {
  itAcceptsEachCase('accepts $typed ($why)', id.isValid, cases.valid);
  itRefusesEachCase('rejects $typed ($why)', id.validate, refusal, cases.invalid);
  it.each(cases.stored)(
    'stores "$typed" as $stored, normalized and through its schema',
    ({ typed, stored }) => {
      expect(id.normalize(typed)).toBe(stored);
      expect(id.schema.parse(typed)).toBe(stored);
    },
  );
  it.each(cases.printed)('prints $stored as $printed', ({ stored, printed }) => {
    expect(id.format(stored)).toBe(printed);
  });
}
