/** Σ value(charᵢ) × weightᵢ, with value = char code - 48 ('0' → 0, 'A' → 17), as the Brazilian
 * alphanumeric CNPJ defines it; for digit strings this is the plain digit value. */
export function weightedSum(chars: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < chars.length; i++) sum += (chars.charCodeAt(i) - 48) * (weights[i] ?? 0);
  return sum;
}

/** The usual Brazilian/Paraguayan mod-11 digit: remainders 0 and 1 give 0, others 11 - r. */
export function mod11Digit(sum: number): number {
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** Weights 2, 3, ... cycling back to 2 after `max`, applied from the rightmost character. */
export function cyclingWeightsFromRight(length: number, max: number): number[] {
  return Array.from({ length }, (_, i) => ((length - 1 - i) % (max - 1)) + 2);
}

export function isSameCharRepeated(value: string): boolean {
  return value.length > 0 && [...value].every((c) => c === value[0]);
}
