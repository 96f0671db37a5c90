import { allHandlersFinished, condition, continueAsNew, setHandler } from '@temporalio/workflow';
import { PERSON_ACTIONS } from '@claims/domain/reimbursement/payloads';
import { setPersonActionHandlers } from '../person-action-handlers';
import {
  creationRecordedUpdate,
  debtNoteDueSignal,
  fileAddedUpdate,
  fileRemovedUpdate,
  reimbursementActionUpdate,
  reimbursementStateQuery,
  type ReimbursementCaseView,
} from './messages';
import { ReimbursementRequest, type ReimbursementWorkflowInput } from './reimbursement-request';

export type { ReimbursementWorkflowInput };

/**
 * One reimbursement request from its filing until it is time-barred (an entity workflow, as in
 * the Temporal samples' message-passing/safe-message-handlers): the messages act on the request,
 * and this loop keeps its deadlines, logs debt notes falling due and continues as new when the
 * history grows long.
 */
export async function reimbursementRequestWorkflow(
  input: ReimbursementWorkflowInput,
): Promise<ReimbursementCaseView> {
  const request = new ReimbursementRequest(input);

  setHandler(reimbursementStateQuery, () => request.view());
  setHandler(creationRecordedUpdate, () => request.whenRecorded());
  setHandler(fileAddedUpdate, (file) => request.recordFile('FILE_ADDED', file));
  setHandler(fileRemovedUpdate, (file) => request.recordFile('FILE_REMOVED', file));
  setHandler(debtNoteDueSignal, ({ dueDate }) => request.debtNoteDue(dueDate));
  setPersonActionHandlers(PERSON_ACTIONS, reimbursementActionUpdate, request);

  // Handlers are registered before the first await, so an update sent with the start is never lost.
  await request.open();

  for (;;) {
    if (request.historyIsLong()) {
      // A command half-way through would be lost with this run: let every handler finish first.
      await condition(() => !request.busy && allHandlersFinished());
      return continueAsNew<typeof reimbursementRequestWorkflow>({ ...input, carried: request.carried() });
    }
    if (request.hasDueDebtNote) {
      await request.recordDueDebtNote();
      continue;
    }
    if (request.isClosed) {
      // A closed case waits for a reopen until the claim is time-barred, then its workflow ends.
      if (!(await request.waitForReopen())) return request.view();
      continue;
    }
    await request.waitForDeadline();
  }
}
