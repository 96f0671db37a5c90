import type { SinisterCause } from '@claims/db';
import type { Localized } from '../reference-data';
import type { SinisterCauseResponse } from './schema';

export type SinisterCauseRow = Localized<SinisterCause>;

export function presentSinisterCause(cause: SinisterCauseRow): SinisterCauseResponse {
  return {
    id: cause.id,
    code: cause.code,
    key: cause.key,
    name: cause.name,
    labels: cause.labels,
    active: cause.active,
    customizedAt: cause.customizedAt?.toISOString() ?? null,
    createdAt: cause.createdAt.toISOString(),
    updatedAt: cause.updatedAt.toISOString(),
  };
}
