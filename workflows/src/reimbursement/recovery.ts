import { ParentClosePolicy, getExternalWorkflowHandle, startChild, workflowInfo } from '@temporalio/workflow';
import type { ReimbursementAction } from '@claims/domain/reimbursement/transitions';
import type { OfficeKey } from '@claims/domain/codes/offices';
import { debtNoteChangedSignal, recoveryWorkflowId } from './messages';
import type { debtNoteRecoveryWorkflow } from './recovery-workflow';

/** What a step sets going beside the case: the recovery child and its due-date clock. */
export async function followUpRecovery(
  action: ReimbursementAction,
  payload: Record<string, unknown>,
  office: OfficeKey,
): Promise<void> {
  const childId = recoveryWorkflowId(workflowInfo().workflowId);
  if (action === 'startRecovery') {
    await startChild<typeof debtNoteRecoveryWorkflow>('debtNoteRecoveryWorkflow', {
      workflowId: childId,
      args: [
        { parentWorkflowId: workflowInfo().workflowId, subStatus: 'THIRD_PARTY_UNDER_ANALYSIS', office },
      ],
      // The recovery outlives a closed case and the case's own continue-as-new.
      parentClosePolicy: ParentClosePolicy.ABANDON,
    });
  }
  if (action === 'advanceRecovery') {
    await getExternalWorkflowHandle(childId).signal(debtNoteChangedSignal, {
      subStatus: payload.subStatus as never,
      ...(payload.dueDate ? { dueDate: payload.dueDate as string } : {}),
    });
  }
}
