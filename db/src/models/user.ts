import {
  ROLE_KEYS,
  SUPPORTED_LOCALES,
  type CurrencyKey,
  type Locale,
  type RoleKey,
  type TeamKey,
} from '@claims/domain';
import type { JSONSchema, Pojo, QueryBuilder, RelationMappings } from 'objection';
import { MONEY_SCHEMA, softDeleteModifiers, TimestampedModel } from './base-model';
import { AccessToken } from './access-token';
import { Client } from './client';
import { CustomsBroker } from './customs-broker';
import { belongsToOne, hasMany } from './relations';

export class User extends TimestampedModel {
  static override tableName = 'users';
  declare id: string;
  declare name: string;
  declare lastName: string;
  /** Unique case-insensitively (index on lower(email)): look users up with `whereRaw('lower(email) = lower(?)')`. */
  declare email: string;
  /** Null for an invited user who has not set a password yet. Never serialized. */
  declare passwordHash: string | null;
  declare role: RoleKey;
  declare language: Locale;
  declare clientId: string | null;
  declare customsBrokerId: string | null;
  declare team: TeamKey | null;
  declare authorityLimit: string | null;
  declare authorityCurrency: CurrencyKey | null;
  declare active: boolean;
  declare deletedAt: Date | null;

  declare client?: Client | null;
  declare customsBroker?: CustomsBroker | null;
  declare accessTokens?: AccessToken[];

  static override modifiers = {
    ...softDeleteModifiers,
    /** Users who may sign in: active and not deleted. */
    canSignIn(query: QueryBuilder<User>) {
      const table = query.tableRefFor(User);
      query.where(`${table}.active`, true).whereNull(`${table}.deleted_at`);
    },
  };

  static override jsonSchema: JSONSchema = {
    type: 'object',
    required: ['name', 'lastName', 'email', 'role'],
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 100 },
      lastName: { type: 'string', minLength: 1, maxLength: 100 },
      email: { type: 'string', minLength: 3, maxLength: 254 },
      passwordHash: { type: ['string', 'null'] },
      role: { type: 'string', enum: [...ROLE_KEYS] },
      language: { type: 'string', enum: [...SUPPORTED_LOCALES] },
      clientId: { type: ['string', 'null'] },
      customsBrokerId: { type: ['string', 'null'] },
      team: { type: ['string', 'null'] },
      authorityLimit: MONEY_SCHEMA,
      authorityCurrency: { type: ['string', 'null'] },
      active: { type: 'boolean' },
    },
  };

  override $formatJson(json: Pojo): Pojo {
    const { passwordHash: _secret, ...rest } = super.$formatJson(json);
    return rest;
  }

  static override relationMappings = (): RelationMappings => ({
    client: belongsToOne(Client, 'users.clientId', 'clients.id'),
    customsBroker: belongsToOne(CustomsBroker, 'users.customsBrokerId', 'customs_brokers.id'),
    accessTokens: hasMany(AccessToken, 'users.id', 'access_tokens.userId'),
  });
}
