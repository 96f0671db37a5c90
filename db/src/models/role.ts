import type { RoleKey } from '@claims/domain';
import { CodeTableModel } from './code-tables';

export class Role extends CodeTableModel {
  static override tableName = 'roles';
  declare key: RoleKey;
  declare springKey: string;
}
