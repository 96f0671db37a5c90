import type { RelationMappings } from 'objection';
import { BaseModel, COMPANY_PROPERTIES, softDeleteModifiers, TimestampedModel } from './base-model';
import { Client } from './client';
import { User } from './user';
import { hasMany } from './relations';

/** A cargo agent acting for the clients it represents (customs_broker_clients). */
export class CustomsBroker extends TimestampedModel {
  static override tableName = 'customs_brokers';
  declare id: string;
  declare name: string;
  declare taxId: string;
  declare country: string;
  declare deletedAt: Date | null;

  declare clients?: Client[];
  declare users?: User[];

  static override modifiers = { ...softDeleteModifiers };
  static override jsonSchema = {
    type: 'object',
    required: ['name', 'taxId', 'country'],
    properties: COMPANY_PROPERTIES,
  };

  static override relationMappings = (): RelationMappings => ({
    clients: {
      relation: BaseModel.ManyToManyRelation,
      modelClass: Client,
      join: {
        from: 'customs_brokers.id',
        through: { from: 'customs_broker_clients.customs_broker_id', to: 'customs_broker_clients.client_id' },
        to: 'clients.id',
      },
    },
    users: hasMany(User, 'customs_brokers.id', 'users.customs_broker_id'),
  });
}
