import * as fc from 'fast-check';

// The check-digit validators' properties: a one-digit typo is what a check digit is there to catch.

/** How far a typo moves a digit: never zero, so the value always changes. */
export const digitTypo = fc.integer({ min: 1, max: 9 });

/** `value` with the digit at `index` moved up by `delta`, wrapping past 9. */
export function withDigitTypo(value: string, index: number, delta: number): string {
  return value.slice(0, index) + ((Number(value[index]) + delta) % 10) + value.slice(index + 1);
}
