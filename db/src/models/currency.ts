import type { CurrencyKey } from '@claims/domain';
import { CodeTableModel } from './code-tables';

export class Currency extends CodeTableModel {
  static override tableName = 'currencies';
  declare key: CurrencyKey;
  declare symbol: string;
  declare decimals: number;
}
