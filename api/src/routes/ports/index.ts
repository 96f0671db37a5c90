import { Port } from '@claims/db';
import { createPortSchema, portSchema, updatePortSchema, type PortInput } from '@claims/contract';
import type { ApiDeps } from '../../deps';
import { codedCatalogueStore, codedCatalogueSummaries, referenceResource } from '../reference-data';
import { presentPort } from './presenter';
import { portList } from './list-spec';

const portStore = codedCatalogueStore<Port, PortInput>(Port, 'ports_code_unique');

/** /api/ports: the UN/LOCODE port catalogue, readable by everyone signed in, kept by claims staff. */
export function portRoutes(deps: ApiDeps) {
  return referenceResource(deps, {
    list: portList,
    summaries: codedCatalogueSummaries('port', 'ports'),
    schemas: { create: createPortSchema, update: updatePortSchema, response: portSchema },
    present: presentPort,
    store: portStore,
  });
}
