import { condition, getExternalWorkflowHandle, setHandler } from '@temporalio/workflow';
import { isDebtNoteFinal } from '@claims/domain/reimbursement/state-machine';
import { officeInstant } from '@claims/domain/office-time';
import type { OfficeKey } from '@claims/domain/codes/offices';
import type { DebtNoteSubStatusKey } from '@claims/domain/codes/debt-note-sub-statuses';
import { debtNoteChangedSignal, debtNoteDueSignal } from './messages';

export interface DebtNoteRecoveryInput {
  parentWorkflowId: string;
  subStatus: DebtNoteSubStatusKey;
  /** Whose morning a due date is told on (absent for recoveries started before: São Paulo's). */
  office?: OfficeKey;
}

/**
 * The recovery of a paid loss from the liable third party, beside its reimbursement case. The
 * case holds the debt note's sub-status (its log is the case's); this child keeps the due-date
 * clock and tells the case when the debt note falls due, until the recovery ends.
 */
export async function debtNoteRecoveryWorkflow(input: DebtNoteRecoveryInput): Promise<DebtNoteSubStatusKey> {
  let subStatus = input.subStatus;
  let dueAt: number | undefined;
  let dueDate: string | undefined;
  let changes = 0;
  setHandler(debtNoteChangedSignal, (change) => {
    subStatus = change.subStatus;
    if (change.dueDate) {
      dueDate = change.dueDate;
      dueAt = officeInstant(input.office ?? 'BR', change.dueDate, '09:00');
    }
    changes++;
  });
  const parent = getExternalWorkflowHandle(input.parentWorkflowId);
  while (!isDebtNoteFinal(subStatus)) {
    const seen = changes;
    const wait = dueAt === undefined ? undefined : Math.max(dueAt - Date.now(), 1);
    const changed = await condition(() => changes !== seen, wait);
    if (changed || dueAt === undefined || !dueDate) continue;
    await parent.signal(debtNoteDueSignal, { dueDate });
    dueAt = undefined;
  }
  return subStatus;
}
