import type { SinisterCause } from '@claims/db';
import type { SinisterCauseResponse } from '@claims/contract';
import { codeRowAnswer, type Localized } from '../reference-data';

export type SinisterCauseRow = Localized<SinisterCause>;

export function presentSinisterCause(cause: SinisterCauseRow): SinisterCauseResponse {
  return { id: cause.id, customizedAt: cause.customizedAt?.toISOString() ?? null, ...codeRowAnswer(cause) };
}
