import { WithStartWorkflowOperation, type Client } from '@temporalio/client';
import {
  creationRecordedUpdate,
  protestFiledUpdate,
  protestWorkflowId,
  reimbursementWorkflowId,
  type protestLetterWorkflow,
  type reimbursementRequestWorkflow,
} from '@claims/workflows';

/**
 * Starts a case's workflow and waits for its first projection in one call (update-with-start).
 * The workflow id is the case's (draft's) id, and USE_EXISTING joins a workflow already started,
 * so a filing retried by its user, or re-run by the reconciler, starts one workflow, never two;
 * the update only waits for the creation's projection, so running it twice records nothing twice.
 */
export async function startReimbursementWorkflow(
  temporal: Client,
  taskQueue: string,
  args: { requestId: string; office: string; createdBy: string; dischargeDate: string | null },
) {
  await temporal.workflow.executeUpdateWithStart(creationRecordedUpdate, {
    startWorkflowOperation: new WithStartWorkflowOperation<typeof reimbursementRequestWorkflow>(
      'reimbursementRequestWorkflow',
      {
        workflowId: reimbursementWorkflowId(args.requestId),
        workflowIdConflictPolicy: 'USE_EXISTING',
        taskQueue,
        args: [
          {
            requestId: args.requestId,
            office: args.office as never,
            createdBy: args.createdBy,
            ...(args.dischargeDate ? { dischargeDate: args.dischargeDate } : {}),
          },
        ],
      },
    ),
  });
}

export async function startProtestWorkflow(
  temporal: Client,
  taskQueue: string,
  args: { letterId: string; office: string; createdBy: string; inspectionRequested: boolean },
) {
  await temporal.workflow.executeUpdateWithStart(protestFiledUpdate, {
    startWorkflowOperation: new WithStartWorkflowOperation<typeof protestLetterWorkflow>(
      'protestLetterWorkflow',
      {
        workflowId: protestWorkflowId(args.letterId),
        workflowIdConflictPolicy: 'USE_EXISTING',
        taskQueue,
        args: [
          {
            letterId: args.letterId,
            office: args.office as never,
            createdBy: args.createdBy,
            inspectionRequested: args.inspectionRequested,
          },
        ],
      },
    ),
  });
}
