import { currencyDecimals, type CurrencyKey } from '@claims/domain';

/**
 * The kinds of number a person types in the console (issue 14), and how each is shown back:
 * money with its currency's minor unit (2 for BRL, 0 for PYG), a quotation with up to 6
 * decimals (the payload schemas' limit), quantities and weights (kg) with up to 3.
 */
export type NumberKind = 'money' | 'quotation' | 'quantity' | 'weight';

export interface NumberKindRules {
  /** Decimals always shown once the field is left ("1.250,50", "1.500" for PYG). */
  minDecimals: number;
  /** Decimals the kind may carry; more are left for the schema to refuse, never rounded away. */
  maxDecimals: number;
  /** What the field shows at its end: the currency or the unit. */
  unit?: string;
}

export function numberKindRules(kind: NumberKind, currency?: CurrencyKey): NumberKindRules {
  switch (kind) {
    case 'money': {
      const decimals = currency ? currencyDecimals(currency) : 2;
      return { minDecimals: decimals, maxDecimals: decimals, unit: currency };
    }
    case 'quotation':
      return { minDecimals: 0, maxDecimals: 6 };
    case 'quantity':
      return { minDecimals: 0, maxDecimals: 3 };
    case 'weight':
      return { minDecimals: 0, maxDecimals: 3, unit: 'kg' };
  }
}
