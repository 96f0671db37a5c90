import type { PortResponse } from './schema';

export interface PortRow {
  id: string;
  name: string;
  code: string;
  city: string;
  country: string;
  customized_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export function presentPort(row: PortRow): PortResponse {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    city: row.city,
    country: row.country,
    customizedAt: row.customized_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
