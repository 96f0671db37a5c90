import { BaseModel } from './base-model';

/** That a customs broker represents a client: the join row of the two, keyed by the pair. */
export class CustomsBrokerClient extends BaseModel {
  static override tableName = 'customs_broker_clients';
  static override idColumn = ['customsBrokerId', 'clientId'];
  declare customsBrokerId: string;
  declare clientId: string;
  declare createdAt: Date;
}
