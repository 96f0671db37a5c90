import { z } from 'zod';
import type { OfficeCountry } from '../codes/offices';
import { addRefusal, invalid, requiredString, valid, validatedString, type Validation } from './validation';

/**
 * Where a reimbursement is paid (SPEC §3 bank data), by the rules of the country the account is
 * in. People type spaces and hyphens freely; what is stored has no spaces and an upper-case X
 * check digit.
 * Brazil writes agency and account with a check digit after a hyphen ("1234-5", "12345-6");
 * Argentina pays to a branch and account or to a 22-digit CBU, whose two check digits are
 * verified; Paraguay and Uruguay use plain branch and account numbers.
 */

// A bank's name or code: letters of any language, digits and the punctuation of company names.
// Any dash counts (\p{Pd}: hyphen, en and em dash, and the minus sign): "341 – Itaú Unibanco
// S.A." is how banks list themselves and how word processors turn a typed hyphen.
const BANK = /^[\p{L}\p{M}\d][\p{L}\p{M}\d .,&'()/\p{Pd}\u2212]*$/u;

export function validateBank(input: string): Validation {
  const text = input.trim().replace(/\s+/g, ' ');
  if (text === '') return invalid('validation.required');
  if (text.length > 120) return invalid('validation.tooLong', { max: 120 });
  return BANK.test(text) ? valid(text) : invalid('validation.bank.invalid');
}

const AGENCY: Record<OfficeCountry, { pattern: RegExp; example: string }> = {
  BR: { pattern: /^\d{1,5}(-[\dX])?$/, example: '1234-5' },
  AR: { pattern: /^\d{1,5}$/, example: '0123' },
  PY: { pattern: /^\d{1,5}$/, example: '001' },
  UY: { pattern: /^\d{1,5}$/, example: '042' },
};

const compact = (input: string) => input.trim().toUpperCase().replace(/\s+/g, '');

export function validateAgency(country: OfficeCountry, input: string): Validation {
  const text = compact(input);
  if (text === '') return invalid('validation.required');
  const rule = AGENCY[country];
  if (rule.pattern.test(text)) return valid(text);
  // Only Brazil writes a check digit after its agency; elsewhere the branch is a plain number.
  return invalid(country === 'BR' ? 'validation.agency.invalid' : 'validation.agency.digitsOnly', {
    example: rule.example,
  });
}

const ACCOUNT_EXAMPLES: Record<OfficeCountry, string> = {
  BR: '12345-6',
  AR: '4021-123456/7',
  PY: '12345678',
  UY: '001234567',
};

export function validateCheckingAccount(country: OfficeCountry, input: string): Validation {
  const text = compact(input);
  if (text === '') return invalid('validation.required');
  const example = ACCOUNT_EXAMPLES[country];
  if (country === 'BR') {
    // Banks print accounts grouped by thousands ("45.678-9", Banco do Brasil): kept as digits.
    const account = /^\d{1,3}(\.\d{3})+(-[\dX])?$/.test(text) ? text.replace(/\./g, '') : text;
    return /^\d{1,13}(-[\dX])?$/.test(account)
      ? valid(account)
      : invalid('validation.account.invalid', { example });
  }
  if (country === 'AR' && /^\d{22}$/.test(text))
    return isValidCbu(text) ? valid(text) : invalid('validation.account.invalidCbu');
  const digits = text.replace(/[-/]/g, '').length;
  // An Argentine account may be typed as its CBU: the message says so (the field is "cuenta o CBU").
  return /^\d[\d/-]*\d$/.test(text) && digits >= 4 && digits <= 20
    ? valid(text)
    : invalid(country === 'AR' ? 'validation.account.invalidOrCbu' : 'validation.account.invalid', {
        example,
      });
}

/** A CBU's two blocks each end in a check digit weighted 3-1-7-9 from the right (BCRA). */
export function isValidCbu(cbu: string): boolean {
  const checkDigit = (digits: string) => {
    const weights = [3, 1, 7, 9];
    let sum = 0;
    [...digits].reverse().forEach((d, i) => (sum += Number(d) * (weights[i % 4] ?? 0)));
    return (10 - (sum % 10)) % 10;
  };
  return (
    /^\d{22}$/.test(cbu) &&
    checkDigit(cbu.slice(0, 7)) === Number(cbu[7]) &&
    checkDigit(cbu.slice(8, 21)) === Number(cbu[21])
  );
}

/** The countries whose accounts are read: those of the offices, which pay the claims. */
export const BANK_COUNTRIES = ['AR', 'BR', 'PY', 'UY'] as const satisfies readonly OfficeCountry[];

/**
 * The country of the account a claim is paid into: the one chosen with the bank data, else the
 * claimant's own. A Brazilian exporter filing at the Argentine office is paid into its Brazilian
 * account unless it names another country: the office that analyses a claim says nothing of where
 * the claimant banks, and Argentine defaults (a sucursal, a CBU) confused the clients who tried.
 */
export function bankAccountCountry(chosen: unknown, claimant: OfficeCountry): OfficeCountry {
  if (typeof chosen === 'string' && (BANK_COUNTRIES as readonly string[]).includes(chosen))
    return chosen as OfficeCountry;
  return claimant;
}

/**
 * The bank data group as filed. Its agency and account follow the account's country, which
 * depends on the request's office too: withBankAccountRules reads them.
 */
export const bankDataSchema = z
  .object({
    country: z.enum(BANK_COUNTRIES, { error: 'validation.invalidOption' }).optional(),
    bank: validatedString(validateBank),
    agency: requiredString(),
    checkingAccount: requiredString(),
  })
  .strict();

const ACCOUNT_RULES = { agency: validateAgency, checkingAccount: validateCheckingAccount } as const;

/**
 * A request's agency and account read by the rules of the account's country (bankAccountCountry):
 * refused on their own fields, stored normalized, and a filing stores the country it was read
 * by. The check runs even while other fields are wrong (zod skips refinements otherwise), so the
 * wizard shows it on the bank step. In a draft a blank field is not typed yet, and the country
 * stays unchosen until the person chooses.
 */
export function withBankAccountRules<S extends z.ZodType>(
  schema: S,
  claimant: OfficeCountry,
  { draft = false }: { draft?: boolean } = {},
): S {
  const read = (value: unknown) => {
    const data = (value as { bankData?: unknown } | null)?.bankData;
    if (!data || typeof data !== 'object') return undefined;
    const bank = data as Record<string, unknown>;
    const country = bankAccountCountry(bank.country, claimant);
    const typed = Object.entries(ACCOUNT_RULES)
      .map(([field, rule]) => ({ field, value: bank[field], rule }))
      .filter((f): f is typeof f & { value: string } => typeof f.value === 'string')
      .filter((f) => !(draft && f.value.trim() === ''))
      .map((f) => ({ field: f.field, result: f.rule(country, f.value) }));
    return { bank, country, typed };
  };
  return schema
    .superRefine(
      (value, ctx) => {
        for (const { field, result } of read(value)?.typed ?? [])
          if (!result.ok) addRefusal(ctx, result, ['bankData', field]);
      },
      { when: () => true },
    )
    .overwrite((value) => {
      const found = read(value);
      if (!found) return value;
      const bank: Record<string, unknown> = { ...found.bank, ...(draft ? {} : { country: found.country }) };
      for (const { field, result } of found.typed) if (result.ok) bank[field] = result.value;
      return { ...(value as object), bankData: bank } as typeof value;
    });
}
