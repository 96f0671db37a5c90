import { indexCodes, type CodeEntry } from './code-entry';

/** `decimals` is the number of minor-unit digits an amount may carry (ISO 4217 minor unit). */
export const CURRENCIES = [
  {
    code: 1,
    key: 'BRL',
    symbol: 'R$',
    decimals: 2,
    labels: { 'pt-BR': 'Real', en: 'Brazilian real', es: 'Real' },
  },
  {
    code: 2,
    key: 'USD',
    symbol: 'US$',
    decimals: 2,
    labels: { 'pt-BR': 'Dólar', en: 'US dollar', es: 'Dólar' },
  },
  { code: 3, key: 'EUR', symbol: '€', decimals: 2, labels: { 'pt-BR': 'Euro', en: 'Euro', es: 'Euro' } },
  {
    code: 4,
    key: 'ARS',
    symbol: 'AR$',
    decimals: 2,
    labels: { 'pt-BR': 'Peso argentino', en: 'Argentine peso', es: 'Peso argentino' },
  },
  // The guarani has no minor unit in circulation, so PYG amounts are whole numbers.
  {
    code: 5,
    key: 'PYG',
    symbol: '₲',
    decimals: 0,
    labels: { 'pt-BR': 'Guarani', en: 'Paraguayan guaraní', es: 'Guaraní' },
  },
  {
    code: 6,
    key: 'UYU',
    symbol: '$U',
    decimals: 2,
    labels: { 'pt-BR': 'Peso uruguaio', en: 'Uruguayan peso', es: 'Peso uruguayo' },
  },
] as const satisfies readonly (CodeEntry & { symbol: string; decimals: number })[];

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
