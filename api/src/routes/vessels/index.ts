import { Vessel } from '@claims/db';
import { createVesselSchema, updateVesselSchema, vesselSchema, type VesselInput } from '@claims/contract';
import type { ApiDeps } from '../../deps';
import { codedCatalogueStore, codedCatalogueSummaries, referenceResource } from '../reference-data';
import { presentVessel } from './presenter';
import { vesselList } from './list-spec';

const vesselStore = codedCatalogueStore<Vessel, VesselInput>(Vessel, 'vessels_code_unique');

/** /api/vessels: the carrier's fleet, readable by everyone signed in, kept by claims staff. */
export function vesselRoutes(deps: ApiDeps) {
  return referenceResource(deps, {
    list: vesselList,
    summaries: codedCatalogueSummaries('vessel', 'vessels'),
    schemas: { create: createVesselSchema, update: updateVesselSchema, response: vesselSchema },
    present: presentVessel,
    store: vesselStore,
  });
}
