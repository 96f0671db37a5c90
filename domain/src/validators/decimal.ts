/**
 * Exact decimal arithmetic on strings via BigInt: money never passes through a float, where
 * 0.1 + 0.2 !== 0.3 and a PYG amount times a quotation loses cents.
 * A value is `units / 10^scale`.
 */
interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

const DECIMAL_PATTERN = /^(-)?(\d+)(?:\.(\d+))?$/;

function parse(value: string): Decimal {
  const match = DECIMAL_PATTERN.exec(value.trim());
  if (!match) throw new RangeError(`not a decimal string: ${JSON.stringify(value)}`);
  const [, sign = '', integer = '', fraction = ''] = match;
  const units = BigInt(integer + fraction);
  return { units: sign ? -units : units, scale: fraction.length };
}

function toScale(value: Decimal, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

function format({ units, scale }: Decimal): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const integer = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? `.${digits.slice(digits.length - scale)}` : '';
  return `${negative && units !== 0n ? '-' : ''}${integer}${fraction}`;
}

/** Rounds half away from zero, the commercial rounding used on invoices and bank transfers. */
function roundHalfUp(value: Decimal, scale: number): Decimal {
  if (value.scale <= scale) return { units: toScale(value, scale), scale };
  const divisor = 10n ** BigInt(value.scale - scale);
  const magnitude = value.units < 0n ? -value.units : value.units;
  const rounded = (magnitude + divisor / 2n) / divisor;
  return { units: value.units < 0n ? -rounded : rounded, scale };
}

export function addDecimals(values: readonly string[]): string {
  const parsed = values.map(parse);
  const scale = Math.max(0, ...parsed.map((d) => d.scale));
  return format({ units: parsed.reduce((sum, d) => sum + toScale(d, scale), 0n), scale });
}

export function negateDecimal(value: string): string {
  const d = parse(value);
  return format({ units: -d.units, scale: d.scale });
}

export function multiplyDecimals(a: string, b: string, scale: number): string {
  const x = parse(a);
  const y = parse(b);
  return format(roundHalfUp({ units: x.units * y.units, scale: x.scale + y.scale }, scale));
}

export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  const x = parse(a);
  const y = parse(b);
  const scale = Math.max(x.scale, y.scale);
  const diff = toScale(x, scale) - toScale(y, scale);
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
}

/** Rewrites an exact decimal at `scale` digits, rounding half up when it has more. */
export function rescaleDecimal(value: string, scale: number): string {
  return format(roundHalfUp(parse(value), scale));
}

export function isDecimalString(value: string): boolean {
  return DECIMAL_PATTERN.test(value.trim());
}
