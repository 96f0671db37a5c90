import { randomInt } from 'node:crypto';
import { cnpjCheckDigits, formatCnpj } from '@claims/domain';

/**
 * A valid CNPJ no other test file uses: test files share one database per run, and a tax id is
 * unique among clients, so a fixed one makes two files collide (409) depending on their order.
 */
export function uniqueCnpj(): { digits: string; formatted: string } {
  const base = `${randomInt(10, 99)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}0001`;
  const digits = base + cnpjCheckDigits(base);
  return { digits, formatted: formatCnpj(digits) };
}
