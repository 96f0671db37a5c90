import { Port } from '@claims/db';
import { createPortSchema, portSchema, updatePortSchema } from '@claims/contract';
import type { ApiDeps } from '../../deps';
import { codedCatalogueRoutes } from '../reference-data';
import { presentPort } from './presenter';
import { portList } from './list-spec';

/** /api/ports: the UN/LOCODE port catalogue, readable by everyone signed in, kept by claims staff. */
export function portRoutes(deps: ApiDeps) {
  return codedCatalogueRoutes(deps, {
    model: Port,
    codeConstraint: 'ports_code_unique',
    one: 'port',
    many: 'ports',
    list: portList,
    schemas: { create: createPortSchema, update: updatePortSchema, response: portSchema },
    present: presentPort,
  });
}
