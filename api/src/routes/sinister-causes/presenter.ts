import type { LocalizedText } from '@claims/domain';
import type { SinisterCauseResponse } from './schema';

export interface SinisterCauseRow {
  id: string;
  code: number;
  key: string;
  name: string;
  labels: LocalizedText;
  active: boolean;
  customized_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export function presentSinisterCause(row: SinisterCauseRow): SinisterCauseResponse {
  return {
    id: row.id,
    code: row.code,
    key: row.key,
    name: row.name,
    labels: row.labels,
    active: row.active,
    customizedAt: row.customized_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
