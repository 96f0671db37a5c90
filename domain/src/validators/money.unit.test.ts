import * as fc from 'fast-check';
import {
  addMoney,
  amountInCurrencySchema,
  compareMoney,
  convertToBrl,
  moneySchema,
  multiplyMoney,
  parseMoney,
  parseQuotation,
  roundMoney,
  subtractMoney,
} from './money';
import { itRefuses, itStores } from '../testing/validation-cases';

describe('parseMoney', () => {
  itStores('%s %s → %s', parseMoney, [
    ['BRL', '1234.5', '1234.50'],
    ['BRL', '1234,50', '1234.50'],
    ['BRL', '0012', '12.00'],
    ['BRL', ' 0.1 ', '0.10'],
    ['BRL', '10,500', '10.50'],
    ['USD', '0', '0.00'],
    ['PYG', '1500000', '1500000'],
    ['PYG', '1500.00', '1500'],
    // Thousands groups with the decimal separator after them leave nothing to guess.
    ['BRL', '1.234,56', '1234.56'],
    ['USD', '1,234.56', '1234.56'],
    ['PYG', '1.500.000,00', '1500000'],
    // Two or more groups alone can only be thousands: as an invoice from Asunción or Santos reads.
    ['PYG', '1.500.000', '1500000'],
    ['PYG', '12.350.000', '12350000'],
    ['BRL', '1.500.000', '1500000.00'],
    ['USD', '1,500,000', '1500000.00'],
    ['ARS', '2.345.678', '2345678.00'],
  ]);

  it('refuses a dot before exactly three digits as ambiguous: "1.250" is 1250 to a Brazilian', () => {
    expect(parseMoney('BRL', '1.250')).toEqual({
      ok: false,
      error: 'validation.number.ambiguous',
      params: { value: '1.250', whole: '1250', decimal: '1,25' },
    });
    expect(parseMoney('USD', '1.250')).toMatchObject({ ok: false, error: 'validation.number.ambiguous' });
  });

  // Guaraníes have no decimals: "1.500" cannot be one and a half, so it is what a Paraguayan means.
  itStores('guaraníes: %s %s → %s', parseMoney, [
    ['PYG', '1.500', '1500'],
    ['PYG', '150.000', '150000'],
    ['PYG', '1500', '1500'],
  ]);

  it('still reads a lone comma as decimal in guaraníes, and refuses the cents it then names', () => {
    expect(parseMoney('PYG', '1,500')).toMatchObject({
      ok: false,
      error: 'validation.money.noDecimals',
    });
    expect(parseMoney('PYG', '0.500')).toMatchObject({
      ok: false,
      error: 'validation.money.noDecimals',
    });
    expect(parseMoney('BRL', '18,650')).toEqual({ ok: true, value: '18.65' });
  });

  it('refuses more decimals than the currency has, and guaraníes have none', () => {
    expect(parseMoney('BRL', '10,005')).toEqual({
      ok: false,
      error: 'validation.money.tooManyDecimals',
      params: { currency: 'BRL', decimals: 2 },
    });
    expect(parseMoney('PYG', '1500.5')).toEqual({
      ok: false,
      error: 'validation.money.noDecimals',
      params: { currency: 'PYG' },
    });
  });

  const parseReais = (input: string) => parseMoney('BRL', input);
  itRefuses('%s → %s', parseReais, [
    ['-10.00', 'validation.money.negative'],
    ['- 3', 'validation.money.negative'],
    ['abc', 'validation.money.invalid'],
    ['1.234.56', 'validation.money.invalid'],
    ['1.500.00', 'validation.money.invalid'],
    ['1,500,00', 'validation.money.invalid'],
    ['1.500,000.00', 'validation.money.invalid'],
    ['1e3', 'validation.money.invalid'],
    ['NaN', 'validation.money.invalid'],
    ['+5', 'validation.money.invalid'],
    ['1234567890123456', 'validation.money.tooLarge'],
    ['', 'validation.required'],
  ]);
});

describe('money arithmetic on decimal strings', () => {
  it('adds exactly where floats do not', () => {
    expect(addMoney('0.10', '0.20')).toBe('0.30');
    expect(addMoney('1999.99', '0.01', '100')).toBe('2100.00');
    expect(addMoney()).toBe('0');
    expect(subtractMoney('100.00', '150.25')).toBe('-50.25');
  });

  it('multiplies unit price by quantity, rounding half up', () => {
    expect(multiplyMoney('19.99', 3)).toBe('59.97');
    expect(multiplyMoney('10.00', '2.345')).toBe('23.45');
    expect(multiplyMoney('0.01', '0.5')).toBe('0.01');
    expect(multiplyMoney('0.01', '0.49')).toBe('0.00');
    expect(multiplyMoney('1500', 7, 0)).toBe('10500');
    expect(() => multiplyMoney('1.00', 0.1)).toThrow(RangeError);
  });

  it('converts to reais with the quotation, rounding half up to centavos', () => {
    expect(convertToBrl('1000.00', '5.4321')).toBe('5432.10');
    expect(convertToBrl('100.00', '5.12345')).toBe('512.35');
    expect(convertToBrl('1500000', '0.000725')).toBe('1087.50');
    expect(convertToBrl('0.01', '0.5')).toBe('0.01');
  });

  it('compares and rounds', () => {
    expect(compareMoney('10.0', '10.00')).toBe(0);
    expect(compareMoney('9.99', '10')).toBe(-1);
    expect(compareMoney('100', '99.999')).toBe(1);
    expect(roundMoney('PYG', '1500.5')).toBe('1501');
    expect(roundMoney('BRL', '2.005')).toBe('2.01');
  });

  describe('properties', () => {
    const cents = fc.bigInt({ min: 0n, max: 10n ** 15n });
    const toMoney = (c: bigint) => `${c / 100n}.${String(c % 100n).padStart(2, '0')}`;

    it('addition matches integer arithmetic on centavos', () => {
      fc.assert(fc.property(cents, cents, (a, b) => addMoney(toMoney(a), toMoney(b)) === toMoney(a + b)));
    });

    it('every amount printed with 2 decimals parses back to itself', () => {
      fc.assert(
        fc.property(cents, (c) => {
          const result = parseMoney('BRL', toMoney(c));
          return result.ok && result.value === toMoney(c);
        }),
      );
    });

    it('multiplication rounds to the nearest centavo, halves up', () => {
      fc.assert(
        fc.property(cents, fc.bigInt({ min: 0n, max: 10n ** 6n }), (price, milli) => {
          // price (2 decimals) × quantity (3 decimals) has 5 decimals; drop 3 rounding half up.
          const exact = price * milli;
          const expected = (exact + 500n) / 1000n;
          const quantity = `${milli / 1000n}.${String(milli % 1000n).padStart(3, '0')}`;
          return multiplyMoney(toMoney(price), quantity) === toMoney(expected);
        }),
      );
    });
  });
});

describe('money schemas', () => {
  it('normalize to the currency decimals and carry catalogue keys', () => {
    expect(moneySchema('USD').parse('12,5')).toBe('12.50');
    const issue = moneySchema('PYG').safeParse('12.5').error?.issues[0];
    expect(issue).toMatchObject({
      message: 'validation.money.noDecimals',
      params: { currency: 'PYG' },
    });
  });

  it('a currency other than the real needs a quotation', () => {
    expect(amountInCurrencySchema.parse({ amount: '10', currency: 'BRL' })).toEqual({
      amount: '10.00',
      currency: 'BRL',
    });
    expect(amountInCurrencySchema.parse({ amount: '10', currency: 'USD', quotation: '5,40' })).toEqual({
      amount: '10.00',
      currency: 'USD',
      quotation: '5.4',
    });
    const missing = amountInCurrencySchema.safeParse({ amount: '10', currency: 'EUR' });
    expect(missing.error?.issues).toMatchObject([
      { path: ['quotation'], message: 'validation.quotationRequired' },
    ]);
    const zero = amountInCurrencySchema.safeParse({ amount: '10', currency: 'EUR', quotation: '0' });
    expect(zero.error?.issues).toMatchObject([
      { path: ['quotation'], message: 'validation.invalidQuotation' },
    ]);
    const currency = amountInCurrencySchema.safeParse({ amount: '10', currency: 'GBP' });
    expect(currency.error?.issues[0]?.message).toBe('validation.invalidOption');
  });

  it('quotations are positive decimals', () => {
    expect(parseQuotation('0.000725')).toEqual({ ok: true, value: '0.000725' });
    expect(parseQuotation('-5')).toMatchObject({ ok: false, error: 'validation.invalidQuotation' });
    expect(parseQuotation('0.00000000001')).toMatchObject({
      ok: false,
      error: 'validation.invalidQuotation',
    });
  });
});
