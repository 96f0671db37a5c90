import type { OfficeCountry } from '../codes/offices';
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

/** One test per case: `validate` stores what is typed in `country` as the case's `stored`. */
export function itStoresEachCase(
  title: string,
  validate: (country: OfficeCountry, typed: string) => Validation<unknown>,
  cases: readonly StoredCase[],
): void {
  it.each(cases)(title, ({ country, typed, stored }) => {
    expect(validate(asOffice(country), typed)).toEqual({ ok: true, value: stored });
  });
}

/** One test per case: `validate` refuses what is typed in `country` with the case's `error`. */
export function itRefusesEachCaseWith(
  title: string,
  validate: (country: OfficeCountry, typed: string) => Validation<unknown>,
  cases: readonly RefusedCase[],
): void {
  it.each(cases)(title, ({ country, typed, error }) => {
    expect(validate(asOffice(country), typed)).toMatchObject({ ok: false, error });
  });
}

/** JSON reads a case's country as any string; the cases name offices' countries, as people type them. */
function asOffice(country: string): OfficeCountry {
  return country as OfficeCountry;
}
