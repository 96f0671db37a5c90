import type { RelationMappings } from 'objection';
import { BaseModel, usableTokenModifiers } from './base-model';
import { User } from './user';
import { belongsToOne } from './relations';

/** A bearer session. Only `tokenHash` (hashToken of the bearer) is stored. */
export class AccessToken extends BaseModel {
  static override tableName = 'access_tokens';
  declare id: string;
  declare userId: string;
  declare tokenHash: string;
  declare createdAt: Date;
  declare expiresAt: Date;
  declare revokedAt: Date | null;
  declare lastUsedAt: Date | null;

  declare user?: User;

  static override modifiers = usableTokenModifiers('revokedAt');

  static override relationMappings = (): RelationMappings => ({
    user: belongsToOne(User, 'access_tokens.userId', 'users.id'),
  });
}
