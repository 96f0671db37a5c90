import type { RelationMappings } from 'objection';
import type { CaseKind } from '../stored-values';
import { BaseModel } from './base-model';
import { User } from './user';
import { belongsToOne } from './relations';

/** A case's log entry (action, done by, done at), written by the projection activities only. */
export class CaseEvent extends BaseModel {
  static override tableName = 'case_events';
  /** bigserial: a string from pg. */
  declare id: string;
  declare caseKind: CaseKind;
  declare caseId: string;
  declare seq: number;
  declare action: string;
  declare fromStatus: string | null;
  declare toStatus: string | null;
  declare doneBy: string | null;
  declare doneAt: Date;
  declare payload: Record<string, unknown>;

  declare actor?: User | null;

  static override jsonAttributes = ['payload'];

  static override relationMappings = (): RelationMappings => ({
    actor: belongsToOne(User, 'case_events.doneBy', 'users.id'),
  });
}
