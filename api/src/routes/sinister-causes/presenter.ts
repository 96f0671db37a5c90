import type { SinisterCause } from '@claims/db';
import type { SinisterCauseResponse } from '@claims/contract';
import type { Localized } from '../reference-data';

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
