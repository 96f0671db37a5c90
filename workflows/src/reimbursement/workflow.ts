import {
  ApplicationFailure,
  condition,
  continueAsNew,
  proxyActivities,
  setHandler,
  workflowInfo,
} from '@temporalio/workflow';
import {
  PERSON_ACTIONS,
  ReimbursementCase,
  ReimbursementTimers,
  actionPayloads,
  applyTransition,
  isClosed,
  isLegal,
  nextDeadline,
  teamForOffice,
  underAnalysis,
  type PersonAction,
  type ReimbursementAction,
} from '@claims/domain/src/reimbursement';
import type { ReimbursementActivities } from './activities';
import {
  CaseCommand,
  ReimbursementCaseView,
  creationRecordedUpdate,
  reimbursementActionUpdate,
  reimbursementStateQuery,
} from './messages';

export interface ReimbursementWorkflowInput {
  requestId: string;
  office: 'AR' | 'BR' | 'PY' | 'UY';
  createdBy: string | null;
  /** Present when the workflow continues as new: the case goes on exactly where it was. */
  carried?: {
    case: ReimbursementCase;
    seq: number;
    statusEnteredAt: number;
    lastReminderAt?: number;
    closedAt?: number;
  };
}

const { recordReimbursementTransition, loadReimbursementTimers } = proxyActivities<ReimbursementActivities>({
  startToCloseTimeout: '30 seconds',
  // The database may be briefly away; the projection must land, so keep trying with backoff.
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' },
});

// Continue as new well before Temporal's history limits; a case may wait a year for a reopen.
const HISTORY_EVENTS_BEFORE_CONTINUE = 2_000;

export async function reimbursementRequestWorkflow(
  input: ReimbursementWorkflowInput,
): Promise<ReimbursementCaseView> {
  const team = teamForOffice(input.office);
  let current: ReimbursementCase = input.carried?.case ?? {
    status: underAnalysis(team),
    owningTeam: team,
    counterofferPending: false,
  };
  let seq = input.carried?.seq ?? 0;
  let statusEnteredAt = input.carried?.statusEnteredAt ?? Date.now();
  let lastReminderAt = input.carried?.lastReminderAt;
  let closedAt = input.carried?.closedAt;
  let busy = false;

  const view = (): ReimbursementCaseView => ({
    requestId: input.requestId,
    ...current,
    seq,
    statusEnteredAt: new Date(statusEnteredAt).toISOString(),
  });

  async function record(action: string, next: ReimbursementCase, doneBy: string | null, payload: object) {
    const from = seq === 0 ? null : current.status;
    const nextSeq = seq + 1;
    await recordReimbursementTransition({
      requestId: input.requestId,
      seq: nextSeq,
      action,
      fromStatus: from,
      toStatus: next.status,
      team: next.owningTeam,
      doneBy,
      doneAt: new Date().toISOString(),
      payload: payload as Record<string, unknown>,
    });
    if (next.status !== current.status) {
      statusEnteredAt = Date.now();
      lastReminderAt = undefined;
      closedAt = isClosed(next.status) ? statusEnteredAt : undefined;
    }
    // Only now is the transition in PostgreSQL: views and waiting updates may see it.
    seq = nextSeq;
    current = next;
  }

  async function transition(action: ReimbursementAction, doneBy: string | null, payload: object) {
    const { next, logAction } = applyTransition(current, action, payload as never);
    await record(logAction, next, doneBy, payload);
  }

  setHandler(reimbursementStateQuery, view);
  setHandler(creationRecordedUpdate, async () => {
    await condition(() => seq > 0);
    return view();
  });

  for (const action of PERSON_ACTIONS) {
    setHandler(
      reimbursementActionUpdate(action),
      async (command: CaseCommand) => {
        // Commands are taken one at a time, so two people acting at once cannot both win.
        await condition(() => !busy);
        if (!isLegal(current, action, command.actor)) throw illegal(action, current);
        busy = true;
        try {
          await transition(action, command.doneBy, actionPayloads[action].parse(command.payload));
        } finally {
          busy = false;
        }
        return view();
      },
      { validator: (command: CaseCommand) => validate(action, current, command) },
    );
  }

  // Handlers are registered before the first await, so an update sent with the start is never lost.
  const timers: ReimbursementTimers = await loadReimbursementTimers(input.office);
  if (seq === 0) {
    busy = true;
    await record('REQUEST_CREATED', current, input.createdBy, {});
    busy = false;
  }

  for (;;) {
    if (workflowInfo().historyLength > HISTORY_EVENTS_BEFORE_CONTINUE) {
      await condition(() => !busy);
      return continueAsNew<typeof reimbursementRequestWorkflow>({
        ...input,
        carried: { case: current, seq, statusEnteredAt, lastReminderAt, closedAt },
      });
    }
    if (isClosed(current.status)) {
      // A closed case waits for a reopen until the claim is time-barred, then its workflow ends.
      const barredIn = timers.timeBarMs - (Date.now() - (closedAt ?? Date.now()));
      const reopened = barredIn > 0 && (await condition(() => !isClosed(current.status), barredIn));
      if (!reopened) return view();
      continue;
    }
    const due = nextDeadline(current, statusEnteredAt, lastReminderAt, timers);
    const seenSeq = seq;
    const moved = await condition(() => seq !== seenSeq, due ? Math.max(due.at - Date.now(), 1) : undefined);
    if (moved || !due) continue;
    await condition(() => !busy);
    if (seq !== seenSeq) continue;
    busy = true;
    try {
      if (due.kind === 'TRANSITION') await transition(due.action, null, {});
      else {
        lastReminderAt = Date.now();
        await record(due.reminder, current, null, {});
      }
    } finally {
      busy = false;
    }
  }
}

function validate(action: PersonAction, current: ReimbursementCase, command: CaseCommand): void {
  if (!isLegal(current, action, command.actor)) throw illegal(action, current);
  const parsed = actionPayloads[action].safeParse(command.payload);
  if (!parsed.success) {
    throw ApplicationFailure.create({
      type: 'INVALID_PAYLOAD',
      message: `Invalid payload for ${action}`,
      details: [parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))],
      nonRetryable: true,
    });
  }
}

function illegal(action: string, current: ReimbursementCase) {
  return ApplicationFailure.create({
    type: 'ILLEGAL_TRANSITION',
    message: `${action} is not allowed while the request is ${current.status}`,
    details: [{ action, status: current.status }],
    nonRetryable: true,
  });
}
