import type { CurrencyKey, NoticeRegimeKey, OfficeKey, TeamKey } from '@claims/domain';
import type { RelationMappings } from 'objection';
import { CodeTableModel } from './code-tables';
import { Currency } from './currency';
import { Team } from './team';

export class Office extends CodeTableModel {
  static override tableName = 'offices';
  declare key: OfficeKey;
  declare countryIso2: string;
  declare localCurrency: CurrencyKey;
  declare defaultTeam: TeamKey;
  declare noticeRegime: NoticeRegimeKey;

  static override relationMappings = (): RelationMappings => ({
    currency: {
      relation: CodeTableModel.BelongsToOneRelation,
      modelClass: Currency,
      join: { from: 'offices.local_currency', to: 'currencies.key' },
    },
    team: {
      relation: CodeTableModel.BelongsToOneRelation,
      modelClass: Team,
      join: { from: 'offices.default_team', to: 'teams.key' },
    },
  });
}
