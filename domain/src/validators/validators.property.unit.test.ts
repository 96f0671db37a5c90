import fc from 'fast-check';
import { CURRENCY_KEYS, currencyDecimals } from '../codes/currencies';
import { translate } from '../i18n/translate';
import { digitTypo, withDigitTypo } from '../testing/digit-typo';
import { addDecimals, compareDecimals } from './decimal';
import {
  cnpjCheckDigits,
  containerCheckDigit,
  cuitCheckDigit,
  parseMoney,
  parseQuotation,
  validateBillOfLading,
  validateCnpj,
  validateContainerNumber,
  validateCteAccessKey,
  validateCuit,
  validateEmail,
  validateRuc,
  validateRut,
  parseQuantity,
  parseWeight,
  validateAgency,
  validateBank,
  validateCheckingAccount,
  validatePhone,
  validatePostalCode,
  type Validation,
} from './index';
import { OFFICE_KEYS } from '../codes/offices';

/**
 * Properties every validator of user input keeps, over arbitrary text: it never throws, a refusal
 * is a message the catalogue has in every language, and an accepted value is its own normal
 * form (validating it again accepts it unchanged). Then, per identifier, that numbers built with
 * the right check digits pass and a wrong check digit fails.
 */
const VALIDATORS: Record<string, (value: string) => Validation> = {
  cnpj: validateCnpj,
  cuit: validateCuit,
  ruc: validateRuc,
  rut: validateRut,
  container: validateContainerNumber,
  cte: validateCteAccessKey,
  billOfLading: validateBillOfLading,
  email: validateEmail,
  quotation: parseQuotation,
  ...Object.fromEntries(CURRENCY_KEYS.map((c) => [`money ${c}`, (v: string) => parseMoney(c, v)])),
  quantity: parseQuantity,
  weight: parseWeight,
  bank: validateBank,
  ...Object.fromEntries(
    OFFICE_KEYS.flatMap((country) => [
      [`phone ${country}`, (v: string) => validatePhone(country, v)],
      [`agency ${country}`, (v: string) => validateAgency(country, v)],
      [`account ${country}`, (v: string) => validateCheckingAccount(country, v)],
      [`postal code ${country}`, (v: string) => validatePostalCode(country, v)],
    ]),
  ),
};

/** Text a user or an attacker might send: anything, and things near the right shape. */
const input = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.stringMatching(/^[0-9A-Za-z .,/@-]{0,24}$/),
  fc.bigInt({ min: 0n, max: 10n ** 20n }).map(String),
);

const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));

describe.each(Object.entries(VALIDATORS))('%s validator, on arbitrary input', (_name, validate) => {
  it('never throws; refuses with a catalogue message in pt-BR, en and es; accepts its own output unchanged', () => {
    fc.assert(
      fc.property(input, (value) => {
        const result = validate(value);
        if (!result.ok) {
          for (const locale of ['pt-BR', 'en', 'es'])
            expect(translate(locale, result.error)).not.toBe(result.error);
          return;
        }
        const again = validate(result.value);
        expect(again).toEqual({ ok: true, value: result.value });
      }),
      { numRuns: 300 },
    );
  });
});

describe('identifiers with check digits', () => {
  it('accepts every CNPJ (numeric or alphanumeric base) with its check digits, and refuses a wrong one', () => {
    const base = fc.stringMatching(/^[0-9A-Z]{12}$/).filter((b) => !/^(.)\1*$/.test(b));
    fc.assert(
      fc.property(base, digitTypo, (b, delta) => {
        const check = cnpjCheckDigits(b);
        expect(validateCnpj(b + check).ok).toBe(true);
        const wrong = withDigitTypo(check, 1, delta);
        expect(validateCnpj(b + wrong).ok).toBe(false);
      }),
    );
  });

  it('accepts every ISO 6346 container number with its check digit, typed in any case, and refuses a wrong one', () => {
    const prefix = fc.tuple(fc.stringMatching(/^[A-Z]{3}$/), fc.constantFrom('U', 'J', 'Z'), digits(6));
    fc.assert(
      fc.property(prefix, digitTypo, ([owner, category, serial], delta) => {
        const head = `${owner}${category}${serial}`;
        const check = containerCheckDigit(head);
        expect(validateContainerNumber(`${head}${check}`.toLowerCase())).toEqual({
          ok: true,
          value: head + check,
        });
        // Check digit 0 also stands for remainder 10, so two digits can be right for one prefix.
        const wrong = withDigitTypo(check, 0, delta);
        if (wrong !== '0' && check !== '0') expect(validateContainerNumber(head + wrong).ok).toBe(false);
      }),
    );
  });

  it('accepts every CUIT with a defined check digit and refuses a wrong one', () => {
    const base = fc.tuple(fc.constantFrom('20', '23', '27', '30', '33'), digits(8)).map(([t, d]) => t + d);
    fc.assert(
      fc.property(base, digitTypo, (b, delta) => {
        const check = cuitCheckDigit(b);
        fc.pre(/^\d$/.test(check));
        expect(validateCuit(b + check).ok).toBe(true);
        expect(validateCuit(b + withDigitTypo(check, 0, delta)).ok).toBe(false);
      }),
    );
  });
});

describe('money', () => {
  it('reads any whole or decimal amount to exactly the currency’s decimals, with no rounding', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCY_KEYS),
        fc.bigInt({ min: 0n, max: 10n ** 15n - 1n }),
        fc.integer({ min: 0, max: 99 }),
        (currency, whole, cents) => {
          const decimals = currencyDecimals(currency);
          const typed = decimals === 0 ? String(whole) : `${whole},${String(cents).padStart(2, '0')}`;
          const result = parseMoney(currency, typed);
          expect(result.ok).toBe(true);
          if (result.ok) expect(compareDecimals(result.value, typed.replace(',', '.'))).toBe(0);
        },
      ),
    );
  });

  it('adds decimal strings exactly (the same as integer arithmetic on cents)', () => {
    const cents = fc.bigInt({ min: -(10n ** 17n), max: 10n ** 17n });
    const asDecimal = (c: bigint) => {
      const sign = c < 0n ? '-' : '';
      const abs = (c < 0n ? -c : c).toString().padStart(3, '0');
      return `${sign}${abs.slice(0, -2)}.${abs.slice(-2)}`;
    };
    fc.assert(
      fc.property(fc.array(cents, { minLength: 1, maxLength: 8 }), (values) => {
        const sum = values.reduce((a, b) => a + b, 0n);
        expect(compareDecimals(addDecimals(values.map(asDecimal)), asDecimal(sum))).toBe(0);
      }),
    );
  });
});
