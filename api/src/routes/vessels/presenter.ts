import type { VesselResponse } from '@claims/contract';
import type { Vessel } from '@claims/db';

export function presentVessel(vessel: Vessel): VesselResponse {
  return {
    id: vessel.id,
    name: vessel.name,
    shortName: vessel.shortName,
    code: vessel.code,
    customizedAt: vessel.customizedAt?.toISOString() ?? null,
    createdAt: vessel.createdAt.toISOString(),
    updatedAt: vessel.updatedAt.toISOString(),
  };
}
