import type { TeamKey } from '@claims/domain';
import { CodeTableModel } from './code-tables';

export class Team extends CodeTableModel {
  static override tableName = 'teams';
  declare key: TeamKey;
}
