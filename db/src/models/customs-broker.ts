import type { RelationMappings } from 'objection';
import { COMPANY_PROPERTIES, CompanyModel } from './base-model';
import { Client } from './client';
import { User } from './user';
import { hasMany, manyToMany } from './relations';

/** A cargo agent acting for the clients it represents (customs_broker_clients). */
export class CustomsBroker extends CompanyModel {
  static override tableName = 'customs_brokers';

  declare clients?: Client[];
  declare users?: User[];

  static override jsonSchema = {
    type: 'object',
    required: ['name', 'taxId', 'country'],
    properties: COMPANY_PROPERTIES,
  };

  static override relationMappings = (): RelationMappings => ({
    clients: manyToMany(
      Client,
      'customs_brokers.id',
      { from: 'customs_broker_clients.customsBrokerId', to: 'customs_broker_clients.clientId' },
      'clients.id',
    ),
    users: hasMany(User, 'customs_brokers.id', 'users.customsBrokerId'),
  });
}
