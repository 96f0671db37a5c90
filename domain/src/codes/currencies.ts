import { codeEntries, indexCodes } from './code-entry';
import rows from './currencies.json';

/**
 * `decimals` is the number of minor-unit digits an amount may carry (ISO 4217 minor unit). The
 * guarani has no minor unit in circulation, so PYG amounts are whole numbers.
 */
export const CURRENCIES = codeEntries(rows);

export type Currency = (typeof CURRENCIES)[number];
export type CurrencyKey = Currency['key'];

/** Claims are settled in reais; any other currency needs a quotation (SPEC §5). */
export const SETTLEMENT_CURRENCY: CurrencyKey = 'BRL';

export const {
  keys: CURRENCY_KEYS,
  byCode: currencyByCode,
  byKey: currencyByKey,
  isKey: isCurrencyKey,
} = indexCodes('currencies', CURRENCIES);

export function currencyDecimals(key: CurrencyKey): number {
  return currencyByKey(key).decimals;
}
