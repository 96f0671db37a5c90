import { canonicalDecimal, readDecimalInput, type DecimalLimits } from './decimal-input';

const WEIGHT: DecimalLimits = { maxIntegerDigits: 11, maxDecimals: 2 };
const WHOLE: DecimalLimits = { maxIntegerDigits: 15, maxDecimals: 0 };
const RATE: DecimalLimits = { maxIntegerDigits: 12, maxDecimals: 6, dotAlwaysDecimal: true };

const read = (input: string, limits: DecimalLimits) => {
  const parsed = readDecimalInput(input, limits);
  return parsed.ok ? canonicalDecimal(parsed.value) : parsed.error;
};

describe('readDecimalInput', () => {
  it.each([
    // es/pt: "un millón quinientos mil", "um milhão e quinhentos mil".
    ['1.500.000', '1500000'],
    ['1,500,000', '1500000'],
    ['12.345.678', '12345678'],
    ['999.999.999', '999999999'],
  ])('reads "%s" as the whole number %s, whatever decimals the field allows', (typed, whole) => {
    for (const limits of [WEIGHT, WHOLE, RATE]) expect(read(typed, limits)).toBe(whole);
  });

  it('keeps every form it read before meaning the same', () => {
    expect(read('1.250,50', WEIGHT)).toBe('1250.5');
    expect(read('1,250.50', WEIGHT)).toBe('1250.5');
    expect(read('18,650', WEIGHT)).toBe('18.65');
    expect(read('21000.000', WEIGHT)).toBe('21000');
    expect(read('5.423', RATE)).toBe('5.423');
    expect(read('1.500.000,00', WHOLE)).toBe('1500000');
  });

  it('refuses one group alone as ambiguous where decimals are allowed, reads it as thousands where none are', () => {
    expect(read('1.250', WEIGHT)).toBe('validation.number.ambiguous');
    expect(read('1.500', WHOLE)).toBe('1500');
    expect(read('150.000', WHOLE)).toBe('150000');
  });

  it.each(['1.500.00', '1,500,00', '1.500,000,000', '1.50.000', '1.500.000.', '.500.000'])(
    'refuses "%s": groups not of three are no number',
    (typed) => {
      expect(read(typed, WEIGHT)).toBe('validation.number.invalid');
    },
  );
});
