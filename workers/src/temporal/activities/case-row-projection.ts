import { at, FILED } from './case-log';

/**
 * What every projected step writes on its case's row besides its own changes: the row is filed,
 * projected up to this step, changed at the step's time, and closed if the step closed the case.
 */
export function projectedCaseRow(step: { seq: number; doneAt: string }, closesCase: boolean) {
  return {
    ...FILED,
    projectedSeq: step.seq,
    updatedAt: at(step.doneAt),
    closedAt: closesCase ? at(step.doneAt) : null,
  };
}
