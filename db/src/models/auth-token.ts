import type { RelationMappings } from 'objection';
import { AUTH_TOKEN_KINDS, type AuthTokenKind } from '../stored-values';
import { BaseModel, usableTokenModifiers } from './base-model';
import { User } from './user';
import { belongsToOne } from './relations';

/**
 * A single-use invitation or password-reset link. Consume it with a conditional update
 * (`where used_at is null`) so two clicks cannot both succeed.
 */
export class AuthToken extends BaseModel {
  static override tableName = 'auth_tokens';
  declare id: string;
  declare userId: string;
  declare kind: AuthTokenKind;
  declare tokenHash: string;
  declare expiresAt: Date;
  declare usedAt: Date | null;
  /** The outbox row the link was minted for: a retried delivery replaces its link, not adds one. */
  declare eventKey: string | null;
  /** For EMAIL_CHANGE: the address the link confirms. */
  declare newEmail: string | null;
  declare createdAt: Date;

  declare user?: User;

  static override jsonSchema = {
    type: 'object',
    required: ['userId', 'kind', 'tokenHash'],
    properties: { kind: { type: 'string', enum: [...AUTH_TOKEN_KINDS] } },
  };

  static override modifiers = usableTokenModifiers('usedAt');

  static override relationMappings = (): RelationMappings => ({
    user: belongsToOne(User, 'auth_tokens.userId', 'users.id'),
  });
}
