import { Vessel } from '@claims/db';
import { createVesselSchema, updateVesselSchema, vesselSchema, type VesselInput } from '@claims/contract';
import type { ApiDeps } from '../../deps';
import { catalogueStore, referenceResource } from '../reference-data';
import { presentVessel } from './presenter';
import { vesselList } from './list-spec';

const vesselStore = catalogueStore<Vessel, Vessel, VesselInput, Partial<VesselInput>>({
  model: Vessel,
  codeProperty: 'code',
  codeConstraint: 'vessels_code_unique',
  insertColumns: (input) => input,
  updateColumns: (input) => input,
});

/** /api/vessels: the carrier's fleet, readable by everyone signed in, kept by claims staff. */
export function vesselRoutes(deps: ApiDeps) {
  return referenceResource(deps, {
    list: vesselList,
    permissions: { read: 'referenceData.read', write: 'referenceData.write' },
    summaries: {
      list: 'List vessels',
      get: 'A vessel',
      create: 'Register a vessel',
      update: 'Edit a vessel (the reference seed then leaves it as edited)',
      remove: 'Remove a vessel (soft delete; cases keep it)',
    },
    schemas: { create: createVesselSchema, update: updateVesselSchema, response: vesselSchema },
    present: presentVessel,
    store: vesselStore,
  });
}
