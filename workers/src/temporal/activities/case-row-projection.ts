import type { Knex } from 'knex';
import type { ModelClass, PartialModelObject } from 'objection';
import type { CaseModel } from '@claims/db';
import { at, FILED } from './case-log';

/**
 * What every projected step writes on its case's row besides its own changes: the row is filed,
 * projected up to this step, changed at the step's time, and closed if the step closed the case.
 */
function projectedCaseRow(step: { seq: number; doneAt: string }, closesCase: boolean) {
  return {
    ...FILED,
    projectedSeq: step.seq,
    updatedAt: at(step.doneAt),
    closedAt: closesCase ? at(step.doneAt) : null,
  };
}

/**
 * Writes a projected step on its case's row (`model`: the kind's table): projectedCaseRow and the
 * step's own `changes`. The row only moves forward: a row already projected up to this step or
 * past it is left as it is.
 */
export function patchCaseRow<C extends ModelClass<CaseModel>>(
  model: C,
  trx: Knex.Transaction,
  step: { caseId: string; seq: number; doneAt: string },
  closesCase: boolean,
  changes: PartialModelObject<InstanceType<C>>,
) {
  return model
    .query(trx)
    .patch({ ...projectedCaseRow(step, closesCase), ...changes })
    .where({ id: step.caseId })
    .andWhere('projectedSeq', '<', step.seq);
}
