import {
  ApplicationFailure,
  condition,
  continueAsNew,
  patched,
  proxyActivities,
  proxyLocalActivities,
  setHandler,
  workflowInfo,
} from '@temporalio/workflow';
// Module by module rather than the protest index: the sandbox evaluates every imported module
// for each case it loads, and the letter's filing schemas and notices are not the workflow's.
import { initialProtestCase, type ProtestCase } from '@claims/domain/src/protest/state-machine';
import {
  applyProtestTransition,
  isLegalProtestAction,
  type ProtestAction,
} from '@claims/domain/src/protest/transitions';
import {
  nextProtestDeadline,
  type ProtestReminder,
  type ProtestTimers,
} from '@claims/domain/src/protest/deadlines';
import {
  PROTEST_PERSON_ACTIONS,
  protestActionPayloads,
  type ProtestPersonAction,
} from '@claims/domain/src/protest/payloads';
import type { ProtestActivities } from './activities';
import {
  protestActionUpdate,
  protestFiledUpdate,
  protestFileRemovedUpdate,
  protestStateQuery,
  type ProtestCaseView,
  type ProtestCommand,
  type ProtestFileRemoved,
} from './messages';

export interface ProtestWorkflowInput {
  letterId: string;
  office: 'AR' | 'BR' | 'PY' | 'UY';
  createdBy: string | null;
  /** The customer asked for an inspection when filing: the letter waits for the request form. */
  inspectionRequested: boolean;
  /** Present when the workflow continues as new: the letter goes on exactly where it was. */
  carried?: {
    case: ProtestCase;
    seq: number;
    statusEnteredAt: number;
    remindersSent: ProtestReminder[];
  };
}

const projectionOptions = {
  startToCloseTimeout: '30 seconds',
  // The database may be briefly away; the projection must land, so keep trying with backoff.
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' },
} as const;
const remote = proxyActivities<ProtestActivities>(projectionOptions);
const local = proxyLocalActivities<ProtestActivities>(projectionOptions);
/**
 * Short database calls run as local activities, inside the workflow task that needs them (one
 * task per command instead of three round trips through the server). Letters whose history
 * already holds remote activities replay with them (the patch marker is absent there).
 */
const activities = (): ProtestActivities => (patched('local-projection') ? local : remote);

const HISTORY_EVENTS_BEFORE_CONTINUE = 2_000;
// After the analysis is concluded nothing is left to wait for but a link to a reimbursement
// request, which may come within the one-year time bar.
const CONCLUDED_LETTER_KEPT_MS = 365 * 24 * 60 * 60 * 1000;

export async function protestLetterWorkflow(input: ProtestWorkflowInput): Promise<ProtestCaseView> {
  let current: ProtestCase = input.carried?.case ?? initialProtestCase(input.inspectionRequested);
  let seq = input.carried?.seq ?? 0;
  let statusEnteredAt = input.carried?.statusEnteredAt ?? Date.now();
  let remindersSent: ProtestReminder[] = input.carried?.remindersSent ?? [];
  let busy = false;
  // One command at a time. condition() can wake several waiters in one activation, so the
  // turn is re-checked after waking: only one of two people acting at once goes on.
  const takeTurn = async () => {
    while (busy) await condition(() => !busy);
    busy = true;
  };

  const view = (): ProtestCaseView => ({
    letterId: input.letterId,
    ...current,
    seq,
    statusEnteredAt: new Date(statusEnteredAt).toISOString(),
  });

  async function record(action: string, next: ProtestCase, doneBy: string | null, payload: object) {
    const nextSeq = seq + 1;
    await activities().recordProtestTransition({
      letterId: input.letterId,
      seq: nextSeq,
      action,
      fromStatus: seq === 0 ? null : current.status,
      toStatus: next.status,
      doneBy,
      doneAt: new Date().toISOString(),
      payload: payload as Record<string, unknown>,
      case: next,
    });
    // A new status, or a new inspection date, starts its notices afresh.
    if (next.status !== current.status || next.inspectionAt !== current.inspectionAt) {
      statusEnteredAt = Date.now();
      remindersSent = [];
    }
    // Only now is the step in PostgreSQL: views and waiting updates may see it.
    seq = nextSeq;
    current = next;
  }

  async function transition(action: ProtestAction, doneBy: string | null, payload: object) {
    const { next, logAction } = applyProtestTransition(current, action, payload);
    await record(logAction, next, doneBy, payload);
  }

  setHandler(protestStateQuery, view);
  setHandler(protestFiledUpdate, async () => {
    await condition(() => seq > 0);
    return view();
  });

  setHandler(protestFileRemovedUpdate, async ({ doneBy, ...file }: ProtestFileRemoved) => {
    // In turn with the commands, after the filing; the status and the clocks stay as they are.
    while (seq === 0) await condition(() => seq > 0);
    await takeTurn();
    try {
      await record('FILE_REMOVED', current, doneBy, file);
    } finally {
      busy = false;
    }
    return view();
  });

  for (const action of PROTEST_PERSON_ACTIONS) {
    setHandler(
      protestActionUpdate(action),
      async (command: ProtestCommand) => {
        // Commands are taken one at a time, so two people acting at once cannot both win.
        await takeTurn();
        try {
          refuseIfIllegal(action, current, command);
          // The validator has checked the payload; histories recorded before a field was required
          // (the inspector's analysis statement) replay with what they carried.
          const parsed = protestActionPayloads[action].safeParse(command.payload);
          await transition(action, command.doneBy, parsed.success ? parsed.data : command.payload);
        } finally {
          busy = false;
        }
        return view();
      },
      { validator: (command: ProtestCommand) => validate(action, current, command) },
    );
  }

  // Handlers are registered before the first await, so an update sent with the start is never lost.
  const timers: ProtestTimers = await activities().loadProtestTimers(input.office);
  if (seq === 0) {
    busy = true;
    await record('PROTEST_LETTER_FILED', current, input.createdBy, {
      inspectionRequested: input.inspectionRequested,
    });
    busy = false;
  }

  for (;;) {
    if (workflowInfo().historyLength > HISTORY_EVENTS_BEFORE_CONTINUE) {
      await condition(() => !busy);
      return continueAsNew<typeof protestLetterWorkflow>({
        ...input,
        carried: { case: current, seq, statusEnteredAt, remindersSent },
      });
    }
    const seenSeq = seq;
    if (current.status === 'ANALYSIS_CONCLUDED') {
      const linked = await condition(() => seq !== seenSeq, CONCLUDED_LETTER_KEPT_MS);
      if (!linked) return view();
      continue;
    }
    const due = nextProtestDeadline(current, statusEnteredAt, remindersSent, timers);
    const moved = await condition(() => seq !== seenSeq, due ? Math.max(due.at - Date.now(), 1) : undefined);
    if (moved || !due) continue;
    await takeTurn();
    try {
      if (seq !== seenSeq) continue;
      if (due.kind === 'TRANSITION') await transition(due.action, null, {});
      else {
        await record(due.reminder, current, null, {});
        remindersSent = [...remindersSent, due.reminder];
      }
    } finally {
      busy = false;
    }
  }
}

function validate(action: ProtestPersonAction, current: ProtestCase, command: ProtestCommand): void {
  refuseIfIllegal(action, current, command);
  const parsed = protestActionPayloads[action].safeParse(command.payload);
  if (!parsed.success) {
    throw ApplicationFailure.create({
      type: 'INVALID_PAYLOAD',
      message: `Invalid payload for ${action}`,
      details: [parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))],
      nonRetryable: true,
    });
  }
}

function refuseIfIllegal(action: ProtestPersonAction, current: ProtestCase, command: ProtestCommand): void {
  // Only the inspector the letter is assigned to may record its result.
  const wrongInspector = command.actor === 'INSPECTOR' && command.doneBy !== current.inspectorId;
  if (wrongInspector || !isLegalProtestAction(current, action, command.actor)) {
    throw ApplicationFailure.create({
      type: 'ILLEGAL_TRANSITION',
      message: `${action} is not allowed while the letter is ${current.status}`,
      details: [{ action, status: current.status }],
      nonRetryable: true,
    });
  }
}
