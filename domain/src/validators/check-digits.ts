/** Σ value(charᵢ) × weightᵢ, with value = char code - 48 ('0' → 0, 'A' → 17), as the Brazilian
 * alphanumeric CNPJ defines it; for digit strings this is the plain digit value. */
export function weightedSum(chars: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < chars.length; i++) sum += (chars.charCodeAt(i) - 48) * (weights[i] ?? 0);
  return sum;
}

/**
 * 11 minus the remainder of `sum` by 11, with 11 written 0: a digit, or 10 for remainder 1,
 * which no check digit can be and which each country's rule turns into something else.
 */
export function mod11Complement(sum: number): number {
  return (11 - (sum % 11)) % 11;
}

/** The usual Brazilian/Paraguayan mod-11 digit: remainders 0 and 1 give 0, others 11 - r. */
export function mod11Digit(sum: number): number {
  const digit = mod11Complement(sum);
  return digit === 10 ? 0 : digit;
}

/** Weights 2, 3, ... cycling back to 2 after `max`, applied from the rightmost character. */
export function cyclingWeightsFromRight(length: number, max: number): number[] {
  return Array.from({ length }, (_, i) => ((length - 1 - i) % (max - 1)) + 2);
}

export function isSameCharRepeated(value: string): boolean {
  return value.length > 0 && [...value].every((c) => c === value[0]);
}
