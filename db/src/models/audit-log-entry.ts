import type { RelationMappings } from 'objection';
import { BaseModel } from './base-model';
import { User } from './user';
import { belongsToOne } from './relations';

/** Who changed what, from where: written for every administrative change, never updated. */
export class AuditLogEntry extends BaseModel {
  static override tableName = 'audit_log';
  /** bigserial: a string from pg. */
  declare id: string;
  declare actorId: string | null;
  declare action: string;
  declare entity: string;
  declare entityId: string | null;
  declare changes: Record<string, unknown>;
  declare ip: string | null;
  declare at: Date;

  declare actor?: User | null;

  static override jsonAttributes = ['changes'];

  static override relationMappings = (): RelationMappings => ({
    actor: belongsToOne(User, 'audit_log.actorId', 'users.id'),
  });
}
