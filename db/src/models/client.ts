import type { OfficeKey } from '@claims/domain';
import type { RelationMappings } from 'objection';
import { COMPANY_PROPERTIES, CompanyModel } from './base-model';
import { CustomsBroker } from './customs-broker';
import { Office } from './office';
import { User } from './user';
import { belongsToOne, hasMany, manyToMany } from './relations';

/** A shipper or exporter company. `taxId` is normalized; its kind follows from `country`. */
export class Client extends CompanyModel {
  static override tableName = 'clients';
  declare email: string | null;
  declare contact: string | null;
  declare office: OfficeKey;

  declare users?: User[];
  declare customsBrokers?: CustomsBroker[];

  static override jsonSchema = {
    type: 'object',
    required: ['name', 'taxId', 'country', 'office'],
    properties: {
      ...COMPANY_PROPERTIES,
      email: { type: ['string', 'null'], maxLength: 254 },
      contact: { type: ['string', 'null'], maxLength: 200 },
      office: { type: 'string' },
    },
  };

  static override relationMappings = (): RelationMappings => ({
    officeRecord: belongsToOne(Office, 'clients.office', 'offices.key'),
    users: hasMany(User, 'clients.id', 'users.clientId'),
    customsBrokers: manyToMany(
      CustomsBroker,
      'clients.id',
      { from: 'customs_broker_clients.clientId', to: 'customs_broker_clients.customsBrokerId' },
      'customs_brokers.id',
    ),
  });
}
