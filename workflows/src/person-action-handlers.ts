import type { UpdateDefinition } from '@temporalio/common';
import { setHandler } from '@temporalio/workflow';

/** What a case does with a person's action: checks it before it is accepted, then acts on it. */
export interface ActsOnPersonActions<Action, Command, View> {
  validate(action: Action, command: Command): void;
  act(action: Action, command: Command): Promise<View>;
}

/**
 * One update per action a person may take on the case, a protest letter or a reimbursement
 * request alike. The validator runs before the update is accepted, so a refused command leaves
 * no trace in the history.
 */
export function setPersonActionHandlers<Action, Command, View>(
  actions: readonly Action[],
  updateOf: (action: Action) => UpdateDefinition<View, [Command]>,
  caseRun: ActsOnPersonActions<Action, Command, View>,
): void {
  for (const action of actions) {
    setHandler(updateOf(action), (command: Command) => caseRun.act(action, command), {
      validator: (command: Command) => caseRun.validate(action, command),
    });
  }
}
