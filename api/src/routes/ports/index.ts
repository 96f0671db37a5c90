import { Port } from '@claims/db';
import { createPortSchema, portSchema, updatePortSchema, type PortInput } from '@claims/contract';
import type { ApiDeps } from '../../deps';
import { codedCatalogueStore, referenceResource } from '../reference-data';
import { presentPort } from './presenter';
import { portList } from './list-spec';

const portStore = codedCatalogueStore<Port, PortInput>(Port, 'ports_code_unique');

/** /api/ports: the UN/LOCODE port catalogue, readable by everyone signed in, kept by claims staff. */
export function portRoutes(deps: ApiDeps) {
  return referenceResource(deps, {
    list: portList,
    summaries: {
      list: 'List ports',
      get: 'A port',
      create: 'Register a port',
      update: 'Edit a port (the reference seed then leaves it as edited)',
      remove: 'Remove a port (soft delete; cases keep it)',
    },
    schemas: { create: createPortSchema, update: updatePortSchema, response: portSchema },
    present: presentPort,
    store: portStore,
  });
}
