import type { CurrencyKey } from '@claims/domain/codes/currencies';
import {
  addMoney,
  convertToBrl,
  multiplyMoney,
  parseMoney,
  parseQuotation,
} from '@claims/domain/validators/money';
import type { RequestForm } from './request-form';

/** The total of a line: quantity × unit price for faults and damages (the api checks the same product). */
export function lineTotal(currency: string, amount: string, unitPrice: string): string {
  const unit = parseMoney(currency as CurrencyKey, unitPrice);
  if (!unit.ok || !/^\d+(\.\d{1,3})?$/.test(amount)) return '';
  return multiplyMoney(unit.value, amount, currency === 'PYG' ? 0 : 2);
}

export type ItemGroup = 'faults' | 'damages' | 'extraCosts';

/** A line the BRL total cannot count yet, and why: it says so instead of dropping it silently. */
export interface MissingLine {
  group: ItemGroup;
  /** 1-based, as the wizard numbers its lines. */
  n: number;
  missing: 'total' | 'quotation';
}

export interface Totals {
  byCurrency: Record<string, string>;
  /** The BRL total of the lines that can be counted; complete only when `missing` is empty. */
  brl: string;
  missing: MissingLine[];
}

/** Live totals per currency and in BRL over every line of the three item steps. */
export function totals(form: RequestForm): Totals {
  const lines = [
    ...form.faults.map((f, i) => ({ group: 'faults' as const, i, ...f, total: f.totalPrice })),
    ...form.damages.map((d, i) => ({ group: 'damages' as const, i, ...d, total: d.totalPrice })),
    ...form.extraCosts.map((e, i) => ({ group: 'extraCosts' as const, i, ...e })),
  ];
  const byCurrency: Record<string, string> = {};
  const missing: MissingLine[] = [];
  let brl = '0';
  for (const line of lines) {
    const total = parseMoney(line.currency as CurrencyKey, line.total);
    if (!total.ok) {
      missing.push({ group: line.group, n: line.i + 1, missing: 'total' });
      continue;
    }
    byCurrency[line.currency] = addMoney(byCurrency[line.currency] ?? '0', total.value);
    if (line.currency === 'BRL') {
      brl = addMoney(brl, total.value);
      continue;
    }
    // The same rule as filing: a foreign line needs a quotation above zero (SPEC §5).
    const quotation = parseQuotation(line.quotation);
    if (quotation.ok) brl = addMoney(brl, convertToBrl(total.value, quotation.value));
    else missing.push({ group: line.group, n: line.i + 1, missing: 'quotation' });
  }
  return { byCurrency, brl, missing };
}
