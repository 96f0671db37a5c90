import { Vessel } from '@claims/db';
import { createVesselSchema, updateVesselSchema, vesselSchema } from '@claims/contract';
import type { ApiDeps } from '../../deps';
import { codedCatalogueRoutes } from '../reference-data';
import { presentVessel } from './presenter';
import { vesselList } from './list-spec';

/** /api/vessels: the carrier's fleet, readable by everyone signed in, kept by claims staff. */
export function vesselRoutes(deps: ApiDeps) {
  return codedCatalogueRoutes(deps, {
    model: Vessel,
    codeConstraint: 'vessels_code_unique',
    one: 'vessel',
    many: 'vessels',
    list: vesselList,
    schemas: { create: createVesselSchema, update: updateVesselSchema, response: vesselSchema },
    present: presentVessel,
  });
}
