import { WithStartWorkflowOperation, type Client } from '@temporalio/client';
import type { UpdateDefinition, Workflow } from '@temporalio/common';
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
  const { dischargeDate, ...filed } = args;
  await startCaseWorkflow<typeof reimbursementRequestWorkflow>(temporal, creationRecordedUpdate, {
    workflowType: 'reimbursementRequestWorkflow',
    workflowId: reimbursementWorkflowId(args.requestId),
    taskQueue,
    input: { ...filed, office: args.office as never, ...(dischargeDate ? { dischargeDate } : {}) },
  });
}

export async function startProtestWorkflow(
  temporal: Client,
  taskQueue: string,
  args: { letterId: string; office: string; createdBy: string; inspectionRequested: boolean },
) {
  await startCaseWorkflow<typeof protestLetterWorkflow>(temporal, protestFiledUpdate, {
    workflowType: 'protestLetterWorkflow',
    workflowId: protestWorkflowId(args.letterId),
    taskQueue,
    input: { ...args, office: args.office as never },
  });
}

/** The update-with-start both kinds of case file with: one input, joining a workflow already started. */
async function startCaseWorkflow<W extends Workflow>(
  temporal: Client,
  filed: UpdateDefinition<unknown, []>,
  start: { workflowType: string; workflowId: string; taskQueue: string; input: Parameters<W>[0] },
) {
  await temporal.workflow.executeUpdateWithStart(filed, {
    // The input is typed by the caller's W; the operation itself takes the workflow by its name.
    startWorkflowOperation: new WithStartWorkflowOperation<Workflow>(start.workflowType, {
      workflowId: start.workflowId,
      workflowIdConflictPolicy: 'USE_EXISTING',
      taskQueue: start.taskQueue,
      args: [start.input],
    }),
  });
}
