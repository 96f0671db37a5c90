import { BaseModel } from './base-model';

/** An operator-tunable rule (timer durations, notice periods), e.g. `reimbursement.timers.BR`. */
export class Setting extends BaseModel {
  static override tableName = 'settings';
  static override idColumn = 'key';
  declare key: string;
  declare value: unknown;
  declare updatedAt: Date;

  static override jsonAttributes = ['value'];

  override $beforeUpdate(): void {
    this.updatedAt = new Date();
  }
}
