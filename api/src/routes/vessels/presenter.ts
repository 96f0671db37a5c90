import type { VesselResponse } from './schema';

export interface VesselRow {
  id: string;
  name: string;
  short_name: string;
  code: string;
  customized_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export function presentVessel(row: VesselRow): VesselResponse {
  return {
    id: row.id,
    name: row.name,
    shortName: row.short_name,
    code: row.code,
    customizedAt: row.customized_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
