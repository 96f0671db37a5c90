import { Port } from '@claims/db';
import { codeOfItsCountry, createPortSchema, portSchema, updatePortSchema } from '@claims/contract';
import type { ApiDeps } from '../../deps';
import { invalidField } from '../../validate';
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
    // A new code is its stored country's, a new country its stored code's: answered as the schema would.
    checkUpdate(stored, change) {
      if (change.code === undefined && change.country === undefined) return;
      const refusal = codeOfItsCountry({ ...stored, ...change });
      if (refusal && !refusal.ok) throw invalidField('code', refusal.error, refusal.params);
    },
  });
}
