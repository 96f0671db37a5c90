import type { ApiDeps } from '../../deps';
import { catalogueStore, referenceResource } from '../reference-data';
import { presentVessel, type VesselRow } from './presenter';
import { createVesselSchema, updateVesselSchema, vesselList, vesselSchema, type VesselInput } from './schema';

const vesselStore = catalogueStore<VesselRow, VesselInput, Partial<VesselInput>>({
  table: 'vessels',
  codeColumn: 'code',
  codeConstraint: 'vessels_code_unique',
  insertColumns: columns,
  updateColumns: columns,
});

function columns(input: Partial<VesselInput>) {
  return { name: input.name, short_name: input.shortName, code: input.code };
}

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
