import {
  ApplicationFailure,
  allHandlersFinished,
  ParentClosePolicy,
  condition,
  continueAsNew,
  getExternalWorkflowHandle,
  patched,
  proxyActivities,
  proxyLocalActivities,
  setHandler,
  startChild,
  workflowInfo,
} from '@temporalio/workflow';
// Module by module rather than the reimbursement index: the sandbox evaluates every imported
// module for each case it loads, and the filing schemas and notices are not the workflow's.
import {
  isClosed,
  teamForOffice,
  underAnalysis,
  type ReimbursementCase,
} from '@claims/domain/src/reimbursement/state-machine';
import {
  applyTransition,
  isLegal,
  type ReimbursementAction,
} from '@claims/domain/src/reimbursement/transitions';
import {
  nextDeadline,
  statusLapseAt,
  type ReimbursementTimers,
} from '@claims/domain/src/reimbursement/deadlines';
import {
  AUTHORITY_LIMITED_ACTIONS,
  PERSON_ACTIONS,
  actionPayloads,
  type PersonAction,
} from '@claims/domain/src/reimbursement/payloads';
import {
  advanceClocks,
  nextClockDeadline,
  rearmTimeBar,
  slaDueAt,
  startClocks,
  timeBarFrom,
  type CaseClocks,
} from '@claims/domain/src/reimbursement/clocks';
import type { ReimbursementActivities, ReimbursementCaseFacts } from './activities';
import {
  CaseCommand,
  ReimbursementCaseView,
  creationRecordedUpdate,
  debtNoteChangedSignal,
  fileAddedUpdate,
  fileRemovedUpdate,
  type FileAddedCommand,
  debtNoteDueSignal,
  recoveryWorkflowId,
  reimbursementActionUpdate,
  reimbursementStateQuery,
} from './messages';
import type { debtNoteRecoveryWorkflow } from './recovery-workflow';

export interface ReimbursementWorkflowInput {
  requestId: string;
  office: 'AR' | 'BR' | 'PY' | 'UY';
  createdBy: string | null;
  /** End of discharge (YYYY-MM-DD): the time bar runs one year from it. */
  dischargeDate?: string;
  /** Present when the workflow continues as new: the case goes on exactly where it was. */
  carried?: {
    case: ReimbursementCase;
    seq: number;
    statusEnteredAt: number;
    lastReminderAt?: number;
    closedAt?: number;
    clocks?: CaseClocks;
    proposalVersion?: number;
    runs?: number;
  };
}

const projectionOptions = {
  startToCloseTimeout: '30 seconds',
  // The database may be briefly away; the projection must land, so keep trying with backoff.
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' },
} as const;
const remote = proxyActivities<ReimbursementActivities>(projectionOptions);
const local = proxyLocalActivities<ReimbursementActivities>(projectionOptions);
/**
 * The projection and the timer settings are short database calls on the worker's own pool. As
 * local activities they run inside the workflow task that needs them: a command costs one
 * workflow task instead of three task round trips through the server. Cases whose history
 * already holds remote activities replay with them (the patch marker is absent there).
 */
const activities = (): ReimbursementActivities => (patched('local-projection') ? local : remote);

const iso = (ms: number | null | undefined) =>
  ms === null || ms === undefined ? null : new Date(ms).toISOString();

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
  let clocks: CaseClocks | undefined = input.carried?.clocks;
  let proposalVersion = input.carried?.proposalVersion ?? 0;
  const runs = (input.carried?.runs ?? 0) + 1;
  // Loaded after the handlers are registered; read by the view and the facts meanwhile.
  let timers: ReimbursementTimers | undefined = undefined;
  let busy = false;
  const dueDebtNotes: string[] = [];

  const view = (): ReimbursementCaseView => ({
    requestId: input.requestId,
    ...current,
    seq,
    statusEnteredAt: new Date(statusEnteredAt).toISOString(),
    slaDueAt: clocks && timers ? iso(slaDueAt(clocks, timers)) : null,
    slaBreached: clocks?.slaBreached ?? false,
    timeBarDate: iso(clocks?.timeBarAt),
    runsSoFar: runs,
  });

  function facts(
    next: ReimbursementCase,
    nextClocks: CaseClocks | undefined,
    enteredAt: number,
    reminded?: number,
  ) {
    if (!nextClocks || !timers) return undefined;
    const status = nextDeadline(next, enteredAt, reminded, timers);
    const clock = nextClockDeadline(nextClocks, next.status, timers);
    const soonest =
      status && (!clock || status.at <= clock.at)
        ? {
            at: status.at,
            kind: status.kind,
            key: status.kind === 'REMINDER' ? status.reminder : status.action,
          }
        : clock
          ? { at: clock.at, kind: 'CLOCK', key: clock.kind }
          : undefined;
    const result: ReimbursementCaseFacts = {
      slaDueAt: iso(slaDueAt(nextClocks, timers)),
      slaBreached: nextClocks.slaBreached,
      slaByTeam: nextClocks.slaByTeam as Record<string, number>,
      firstAnsweredAt: iso(nextClocks.firstAnsweredAt),
      timeBarDate: iso(nextClocks.timeBarAt),
      nextDeadline: soonest
        ? { at: new Date(soonest.at).toISOString(), kind: soonest.kind, key: soonest.key }
        : null,
      proposalVersion,
      lapseAt: iso(statusLapseAt(next, enteredAt, timers)),
    };
    return result;
  }

  async function record(
    action: string,
    next: ReimbursementCase,
    doneBy: string | null,
    payload: object,
    nextClocks: CaseClocks | undefined = clocks,
  ) {
    const from = seq === 0 ? null : current.status;
    const nextSeq = seq + 1;
    const now = Date.now();
    const moved = next.status !== current.status || seq === 0;
    const enteredAt = moved ? now : statusEnteredAt;
    const reminded = moved ? undefined : lastReminderAt;
    await activities().recordReimbursementTransition({
      requestId: input.requestId,
      seq: nextSeq,
      action,
      fromStatus: from,
      toStatus: next.status,
      team: next.owningTeam,
      doneBy,
      doneAt: new Date(now).toISOString(),
      payload: payload as Record<string, unknown>,
      ...(nextClocks ? { case: next, facts: facts(next, nextClocks, enteredAt, reminded) } : {}),
    });
    if (next.status !== current.status) {
      statusEnteredAt = now;
      lastReminderAt = undefined;
      closedAt = isClosed(next.status) ? statusEnteredAt : undefined;
    }
    // Only now is the transition in PostgreSQL: views and waiting updates may see it.
    seq = nextSeq;
    current = next;
    clocks = nextClocks;
  }

  async function transition(
    action: ReimbursementAction,
    doneBy: string | null,
    payload: Record<string, unknown>,
  ) {
    const applied = applyTransition(current, action, payload as never);
    const { logAction } = applied;
    let next = applied.next;
    // The payment-due notice (due date + 2 days) arms a timer that cases scheduled before it never had.
    if (action === 'schedulePayment' && !patched('payment-overdue-notice'))
      next = { ...next, paymentDueOn: undefined };
    let nextClocks =
      clocks && advanceClocks(clocks, { action, team: current.owningTeam, to: next.status, now: Date.now() });
    if (action === 'extendTimeBar' && nextClocks && timers)
      nextClocks = rearmTimeBar(
        nextClocks,
        Date.parse(`${payload.until}T23:59:59-03:00`),
        Date.now(),
        timers,
      );
    let recorded = payload;
    if (action === 'proposeAgreement') {
      proposalVersion++;
      recorded = { ...payload, version: proposalVersion };
    }
    if (action === 'counterOffer') {
      proposalVersion++;
      recorded = { ...payload, version: proposalVersion };
    }
    // The projection and the notices tell an approved (or rejected) counteroffer acceptance from a
    // proposal. rejectProposal is newer than every recorded history: no patch marker is needed.
    if (
      (action === 'approveProposal' || action === 'rejectProposal') &&
      current.approvalOf === 'COUNTEROFFER'
    )
      recorded = { ...payload, of: 'COUNTEROFFER' };
    await record(logAction, next, doneBy, recorded, nextClocks);
    await followUp(action, payload);
  }

  /** What a step sets going beside the case: the recovery child and its due-date clock. */
  async function followUp(action: ReimbursementAction, payload: Record<string, unknown>) {
    const childId = recoveryWorkflowId(workflowInfo().workflowId);
    if (action === 'startRecovery') {
      await startChild<typeof debtNoteRecoveryWorkflow>('debtNoteRecoveryWorkflow', {
        workflowId: childId,
        args: [{ parentWorkflowId: workflowInfo().workflowId, subStatus: 'THIRD_PARTY_UNDER_ANALYSIS' }],
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

  // One command at a time. condition() can wake several waiters in one activation, so the
  // turn is re-checked after waking: only one of two people acting at once goes on.
  const takeTurn = async (ready: () => boolean = () => true) => {
    while (busy || !ready()) await condition(() => !busy && ready());
    busy = true;
  };

  setHandler(reimbursementStateQuery, view);
  setHandler(creationRecordedUpdate, async () => {
    await condition(() => seq > 0);
    return view();
  });
  setHandler(fileAddedUpdate, async ({ doneBy, fileId, documentType, fileName }: FileAddedCommand) => {
    // In turn with the commands, after the creation; the status and the clocks stay as they are.
    await takeTurn(() => seq > 0);
    try {
      await record('FILE_ADDED', current, doneBy, { fileId, documentType, fileName });
    } finally {
      busy = false;
    }
    return view();
  });
  setHandler(fileRemovedUpdate, async ({ doneBy, fileId, documentType, fileName }: FileAddedCommand) => {
    await takeTurn(() => seq > 0);
    try {
      await record('FILE_REMOVED', current, doneBy, { fileId, documentType, fileName });
    } finally {
      busy = false;
    }
    return view();
  });
  setHandler(debtNoteDueSignal, ({ dueDate }) => {
    dueDebtNotes.push(dueDate);
  });

  for (const action of PERSON_ACTIONS) {
    setHandler(
      reimbursementActionUpdate(action),
      async (command: CaseCommand) => {
        // Commands are taken one at a time, so two people acting at once cannot both win, and
        // never before the creation is recorded.
        await takeTurn(() => seq > 0);
        try {
          if (!isLegal(current, action, command.actor, command.payload)) throw illegal(action, current);
          // The validator has checked the payload; histories recorded before a field was added
          // replay with what they carried.
          const parsed = actionPayloads[action].safeParse(command.payload);
          const payload = (parsed.success ? parsed.data : command.payload) as Record<string, unknown>;
          const withAuthority =
            AUTHORITY_LIMITED_ACTIONS.includes(action) && command.aboveAuthorityLimit
              ? { ...payload, aboveAuthorityLimit: true }
              : payload;
          await transition(action, command.doneBy, withAuthority);
        } finally {
          busy = false;
        }
        return view();
      },
      { validator: (command: CaseCommand) => validate(action, current, command) },
    );
  }

  // Handlers are registered before the first await, so an update sent with the start is never lost.
  const clocksOn = patched('reimbursement-clocks');
  timers = await activities().loadReimbursementTimers(input.office);
  if (clocksOn && !clocks)
    clocks = startClocks(
      Date.now(),
      input.dischargeDate ? timeBarFrom(input.dischargeDate, timers) : null,
      timers,
      current.status,
    );
  if (!clocksOn) clocks = undefined;
  if (seq === 0) {
    busy = true;
    await record('REQUEST_CREATED', current, input.createdBy, {});
    busy = false;
  }

  for (;;) {
    if (workflowInfo().historyLength > timers.continueAsNewAfterEvents) {
      // A command half-way through would be lost with this run: let every handler finish first.
      await condition(() => !busy && allHandlersFinished());
      return continueAsNew<typeof reimbursementRequestWorkflow>({
        ...input,
        carried: {
          case: current,
          seq,
          statusEnteredAt,
          lastReminderAt,
          closedAt,
          clocks,
          proposalVersion,
          runs,
        },
      });
    }
    if (dueDebtNotes.length) {
      await takeTurn();
      try {
        await record('DEBT_NOTE_DUE', current, null, { dueDate: dueDebtNotes.shift() });
      } finally {
        busy = false;
      }
      continue;
    }
    if (isClosed(current.status)) {
      // A closed case waits for a reopen until the claim is time-barred, then its workflow ends.
      const barredAt = clocks?.timeBarAt ?? (closedAt ?? Date.now()) + timers.timeBarMs;
      const barredIn = barredAt - Date.now();
      const seenSeq = seq;
      const woke =
        barredIn > 0 && (await condition(() => seq !== seenSeq || dueDebtNotes.length > 0, barredIn));
      if (!woke) return view();
      continue;
    }
    const statusDue = nextDeadline(current, statusEnteredAt, lastReminderAt, timers);
    const clockDue = clocks && nextClockDeadline(clocks, current.status, timers);
    const due = statusDue && (!clockDue || statusDue.at <= clockDue.at) ? statusDue : (clockDue ?? undefined);
    const seenSeq = seq;
    const moved = await condition(
      () => seq !== seenSeq || dueDebtNotes.length > 0,
      due ? Math.max(due.at - Date.now(), 1) : undefined,
    );
    if (moved || !due) continue;
    await takeTurn();
    try {
      if (seq !== seenSeq) continue;
      if (due.kind === 'TRANSITION') await transition(due.action, null, {});
      else if (due.kind === 'REMINDER') {
        lastReminderAt = Date.now();
        await record(due.reminder, current, null, {});
      } else if (due.kind === 'SLA_BREACHED' && clocks) {
        await record('SLA_BREACHED', current, null, {}, { ...clocks, slaBreached: true });
      } else if (due.kind === 'TIME_BAR_ALERT' && clocks) {
        await record(
          'TIME_BAR_ALERT',
          current,
          null,
          { daysLeft: due.days, timeBarDate: iso(clocks.timeBarAt) },
          {
            ...clocks,
            timeBarAlertsDone: [...clocks.timeBarAlertsDone, due.days],
          },
        );
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
  if (!isLegal(current, action, command.actor, parsed.data)) throw illegal(action, current);
}

function illegal(action: string, current: ReimbursementCase) {
  return ApplicationFailure.create({
    type: 'ILLEGAL_TRANSITION',
    message: `${action} is not allowed while the request is ${current.status}`,
    details: [{ action, status: current.status }],
    nonRetryable: true,
  });
}
