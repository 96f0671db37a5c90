import { condition, continueAsNew, setHandler } from '@temporalio/workflow';
import { PROTEST_PERSON_ACTIONS } from '@claims/domain/protest/payloads';
import { setPersonActionHandlers } from '../person-action-handlers';
import {
  protestActionUpdate,
  protestFiledUpdate,
  protestFileRemovedUpdate,
  protestStateQuery,
  type ProtestCaseView,
} from './messages';
import { ProtestLetter, type ProtestWorkflowInput } from './protest-letter';

export type { ProtestWorkflowInput };

/**
 * One letter of protest from its filing until a year after its analysis (an entity workflow, as
 * in the Temporal samples' message-passing/safe-message-handlers): the messages act on the
 * letter, and this loop keeps its deadlines and continues as new when the history grows long.
 */
export async function protestLetterWorkflow(input: ProtestWorkflowInput): Promise<ProtestCaseView> {
  const letter = new ProtestLetter(input);

  setHandler(protestStateQuery, () => letter.view());
  setHandler(protestFiledUpdate, () => letter.whenRecorded());
  setHandler(protestFileRemovedUpdate, (file) => letter.recordFileRemoved(file));
  setPersonActionHandlers(PROTEST_PERSON_ACTIONS, protestActionUpdate, letter);

  // Handlers are registered before the first await, so an update sent with the start is never lost.
  await letter.open();

  for (;;) {
    if (letter.historyIsLong()) {
      await condition(() => !letter.busy);
      return continueAsNew<typeof protestLetterWorkflow>({ ...input, carried: letter.carried() });
    }
    if (letter.isConcluded) {
      if (!(await letter.waitForLink())) return letter.view();
      continue;
    }
    await letter.waitForDeadline();
  }
}
