import * as fc from 'fast-check';

// The check-digit validators' properties: a one-digit typo is what a check digit is there to catch.

/** How far a typo moves a digit: never zero, so the value always changes. */
export const digitTypo = fc.integer({ min: 1, max: 9 });

/** `value` with the digit at `index` moved up by `delta`, wrapping past 9. */
export function withDigitTypo(value: string, index: number, delta: number): string {
  return value.slice(0, index) + ((Number(value[index]) + delta) % 10) + value.slice(index + 1);
}

/** A check-digit scheme as its properties see it: the bases it completes, and its two functions. */
export interface CheckDigitScheme {
  readonly base: fc.Arbitrary<string>;
  /** The check digit(s) that complete `base`. */
  readonly checkDigit: (base: string) => string | undefined;
  readonly isValid: (value: string) => boolean;
}

/** Every base followed by its check digit is valid, bare and as each of `formats` writes it. */
export function completedBasesAreValid(
  scheme: CheckDigitScheme,
  formats: ((value: string) => string)[] = [],
) {
  return fc.property(scheme.base, (base) => {
    const value = base + scheme.checkDigit(base);
    return [value, ...formats.map((format) => format(value))].every(scheme.isValid);
  });
}

/**
 * A typo in one digit between `positions` is caught, except on the values `blindSpot` picks out:
 * those whose check digit cannot tell the typo apart, as each scheme's test says why.
 */
export function typosAreCaught(
  scheme: CheckDigitScheme,
  positions: { min: number; max: number },
  blindSpot: (value: string) => boolean = () => false,
) {
  return fc.property(scheme.base, fc.integer(positions), digitTypo, (base, index, delta) => {
    const value = base + scheme.checkDigit(base);
    fc.pre(!blindSpot(value));
    return !scheme.isValid(withDigitTypo(value, index, delta));
  });
}
