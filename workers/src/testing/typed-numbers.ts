import fc from 'fast-check';

/**
 * A number as someone might type it, for the property tests of what the api accepts and what the
 * projection stores: any digits, a comma or a point, any decimals.
 */
export const typedNumber = (maxIntegerDigits: number, maxDecimals: number) =>
  fc
    .tuple(
      fc.bigInt({ min: 0n, max: 10n ** BigInt(maxIntegerDigits) - 1n }),
      fc.stringMatching(new RegExp(`^\\d{0,${maxDecimals}}$`)),
      fc.constantFrom(',', '.'),
    )
    .map(([integer, fraction, separator]) =>
      fraction ? `${integer}${separator}${fraction}` : String(integer),
    );
