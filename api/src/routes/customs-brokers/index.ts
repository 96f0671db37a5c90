import { createCustomsBrokerSchema, customsBrokerSchema, updateCustomsBrokerSchema } from '@claims/contract';
import type { ApiDeps } from '../../deps';
import { referenceResource } from '../reference-data';
import { presentCustomsBroker } from './presenter';
import { customsBrokerList } from './list-spec';
import { customsBrokerStore } from './store';

/** /api/customs-brokers: cargo agents and the clients they represent. */
export function customsBrokerRoutes(deps: ApiDeps) {
  return referenceResource(deps, {
    list: customsBrokerList,
    permissions: { read: 'customsBrokers.read', write: 'customsBrokers.write' },
    summaries: {
      list: 'List the customs brokers the caller may see',
      get: 'A customs broker',
      create: 'Register a customs broker',
      update: 'Edit a customs broker (any subset of fields)',
      remove: 'Remove a customs broker without users (soft delete)',
    },
    schemas: {
      create: createCustomsBrokerSchema,
      update: updateCustomsBrokerSchema,
      response: customsBrokerSchema,
    },
    present: presentCustomsBroker,
    store: customsBrokerStore,
  });
}
