import type { CurrencyKey, NoticeRegimeKey, OfficeKey, TeamKey } from '@claims/domain';
import { CodeTableModel } from './code-tables';

/** One of the four operator offices: its currency, the team that handles its cases, its notice regime. */
export class Office extends CodeTableModel {
  static override tableName = 'offices';
  declare key: OfficeKey;
  declare countryIso2: string;
  declare localCurrency: CurrencyKey;
  declare defaultTeam: TeamKey;
  declare noticeRegime: NoticeRegimeKey;
}
