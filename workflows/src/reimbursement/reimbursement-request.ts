import { condition, patched, workflowInfo } from '@temporalio/workflow';
import { IllegalStateError } from '@temporalio/common';
// Module by module rather than the reimbursement index: the sandbox evaluates every imported
// module for each case it loads, and the filing schemas and notices are not the workflow's.
import {
  isClosed,
  teamForOffice,
  underAnalysis,
  type ReimbursementCase,
} from '@claims/domain/reimbursement/state-machine';
import { applyTransition, type ReimbursementAction } from '@claims/domain/reimbursement/transitions';
import type { ReimbursementTimers } from '@claims/domain/reimbursement/deadlines';
import type { PersonAction } from '@claims/domain/reimbursement/payloads';
import {
  advanceClocks,
  clocksAfterTransition,
  closedCaseKeptUntil,
  slaDueAt,
  startClocks,
  timeBarFrom,
  type CaseClocks,
} from '@claims/domain/reimbursement/clocks';
import { caseFacts, nextCaseDeadline, type CaseDeadline } from '@claims/domain/reimbursement/case-facts';
import type { OfficeKey } from '@claims/domain/codes/offices';
import { CaseRun } from '../case-run';
import { projectionActivities } from '../projection-activities';
import type { ReimbursementActivities } from './activities';
import { commandPayload, refuseInvalidCommand } from './commands';
import type { CaseCommand, FileAddedCommand, ReimbursementCaseView } from './messages';
import { followUpRecovery } from './recovery';

/** Where a run of the workflow picks the case up: at its filing, or where the last run left it. */
export interface ReimbursementWorkflowInput {
  requestId: string;
  office: OfficeKey;
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

const activities = projectionActivities<ReimbursementActivities>();

const iso = (ms: number | null | undefined) =>
  ms === null || ms === undefined ? null : new Date(ms).toISOString();

/**
 * A reimbursement request while its workflow runs: the case, its log's numbering, its clocks,
 * and every step it records. Messages and the workflow's own deadlines act through it, one at a
 * time (commandLock). Each step is recorded (projected to PostgreSQL) before the state moves, so
 * a view or a waiting command never sees a step that is not in the database yet.
 */
export class ReimbursementRequest extends CaseRun<ReimbursementCase, ReimbursementCaseView> {
  private lastReminderAt: number | undefined;
  private closedAt: number | undefined;
  private clocks: CaseClocks | undefined;
  private proposalVersion: number;
  private readonly runs: number;
  // Loaded by open(), after the handlers are registered; the view may be asked for before.
  private timers: ReimbursementTimers | undefined;
  private readonly dueDebtNotes: string[] = [];
  /** When a command may act: never before the creation is recorded (firstStepRecorded; see caseCommands). */
  private readonly ready: () => boolean;

  constructor(private readonly input: ReimbursementWorkflowInput) {
    super(input.carried, () => {
      const team = teamForOffice(input.office);
      return { status: underAnalysis(team), owningTeam: team, counterofferPending: false };
    });
    this.lastReminderAt = input.carried?.lastReminderAt;
    this.closedAt = input.carried?.closedAt;
    this.clocks = input.carried?.clocks;
    this.proposalVersion = input.carried?.proposalVersion ?? 0;
    this.runs = (input.carried?.runs ?? 0) + 1;
    this.ready = this.waitsForOpen ? () => this.opened : this.firstStepRecorded;
  }

  view(): ReimbursementCaseView {
    return {
      requestId: this.input.requestId,
      ...this.caseView(),
      slaDueAt: this.clocks && this.timers ? iso(slaDueAt(this.clocks, this.timers)) : null,
      slaBreached: this.clocks?.slaBreached ?? false,
      timeBarDate: iso(this.clocks?.timeBarAt),
      runsSoFar: this.runs,
    };
  }

  /** What the next run starts from. */
  carried(): NonNullable<ReimbursementWorkflowInput['carried']> {
    return {
      ...this.carriedCase(),
      lastReminderAt: this.lastReminderAt,
      closedAt: this.closedAt,
      clocks: this.clocks,
      proposalVersion: this.proposalVersion,
      runs: this.runs,
    };
  }

  /**
   * Loads the office's timers, starts the clocks of a new case (or of one from before them) and
   * records the creation of a new one.
   */
  async open(): Promise<void> {
    const clocksOn = patched('reimbursement-clocks');
    const timers = await activities().loadReimbursementTimers(this.input.office);
    this.timers = timers;
    if (clocksOn && !this.clocks)
      this.clocks = startClocks(
        Date.now(),
        this.input.dischargeDate ? timeBarFrom(this.input.dischargeDate, timers, this.input.office) : null,
        timers,
        this.current.status,
      );
    if (!clocksOn) this.clocks = undefined;
    await this.openWith(() => this.record('REQUEST_CREATED', this.current, this.input.createdBy, {}));
  }

  /** The update validator: refused before it is accepted, a refusal leaves no trace in history. */
  validate(action: PersonAction, command: CaseCommand): void {
    refuseInvalidCommand(action, this.current, command);
  }

  /** A person's action, in turn and never before the creation is recorded. */
  async act(action: PersonAction, command: CaseCommand): Promise<ReimbursementCaseView> {
    await this.commands.runExclusive(
      () => this.transition(action, command.doneBy, commandPayload(action, this.current, command)),
      this.ready,
    );
    return this.view();
  }

  /** A file added or removed: in turn with the commands; the status and the clocks stay as they are. */
  async recordFile(
    action: 'FILE_ADDED' | 'FILE_REMOVED',
    { doneBy, fileId, documentType, fileName }: FileAddedCommand,
  ): Promise<ReimbursementCaseView> {
    await this.commands.runExclusive(
      () => this.record(action, this.current, doneBy, { fileId, documentType, fileName }),
      this.ready,
    );
    return this.view();
  }

  /** The recovery child says a debt note fell due; the main loop logs it in turn. */
  debtNoteDue(dueDate: string): void {
    this.dueDebtNotes.push(dueDate);
  }

  get hasDueDebtNote(): boolean {
    return this.dueDebtNotes.length > 0;
  }

  async recordDueDebtNote(): Promise<void> {
    await this.commands.runExclusive(() =>
      this.record('DEBT_NOTE_DUE', this.current, null, { dueDate: this.dueDebtNotes.shift() }),
    );
  }

  historyIsLong(): boolean {
    return workflowInfo().historyLength > this.settings.continueAsNewAfterEvents;
  }

  get isClosed(): boolean {
    return isClosed(this.current.status);
  }

  /**
   * A closed case waits for a reopen (or a debt note falling due) until the claim is
   * time-barred. False when that time came: the workflow ends.
   */
  async waitForReopen(): Promise<boolean> {
    const barredIn = closedCaseKeptUntil(this.clocks, this.closedAt, Date.now(), this.settings) - Date.now();
    const seenSeq = this.seq;
    return (
      barredIn > 0 && (await condition(() => this.seq !== seenSeq || this.dueDebtNotes.length > 0, barredIn))
    );
  }

  /**
   * Waits for the case's next deadline and acts on it, unless a step or a debt note comes
   * first: then the caller looks again.
   */
  async waitForDeadline(): Promise<void> {
    const due = nextCaseDeadline(
      this.current,
      { enteredAt: this.statusEnteredAt, lastReminderAt: this.lastReminderAt },
      this.clocks,
      this.settings,
      this.input.office,
    );
    const seenSeq = this.seq;
    const moved = await condition(
      () => this.seq !== seenSeq || this.dueDebtNotes.length > 0,
      due ? Math.max(due.at - Date.now(), 1) : undefined,
    );
    if (moved || !due) return;
    await this.commands.runExclusive(async () => {
      // A command may have moved the case while this one waited for its turn.
      if (this.seq === seenSeq) await this.actOn(due);
    });
  }

  private async actOn(due: CaseDeadline) {
    const clocks = this.clocks;
    if (due.kind === 'TRANSITION') await this.transition(due.action, null, {});
    else if (due.kind === 'REMINDER') {
      this.lastReminderAt = Date.now();
      await this.record(due.reminder, this.current, null, {});
    } else if (due.kind === 'SLA_BREACHED' && clocks) {
      await this.record('SLA_BREACHED', this.current, null, {}, { ...clocks, slaBreached: true });
    } else if (due.kind === 'TIME_BAR_ALERT' && clocks) {
      await this.record(
        'TIME_BAR_ALERT',
        this.current,
        null,
        { daysLeft: due.days, timeBarDate: iso(clocks.timeBarAt) },
        { ...clocks, timeBarAlertsDone: [...clocks.timeBarAlertsDone, due.days] },
      );
    }
  }

  // The main loop runs after open() has loaded them.
  private get settings(): ReimbursementTimers {
    if (!this.timers) throw new IllegalStateError('The reimbursement timers are not loaded yet');
    return this.timers;
  }

  private async transition(
    action: ReimbursementAction,
    doneBy: string | null,
    payload: Record<string, unknown>,
  ) {
    const applied = applyTransition(this.current, action, payload as never);
    const { logAction } = applied;
    let next = applied.next;
    // The payment-due notice (due date + 2 days) arms a timer that cases scheduled before it never had.
    if (action === 'schedulePayment' && !patched('payment-overdue-notice'))
      next = { ...next, paymentDueOn: undefined };
    // A run recorded before the mutex may take a command before its timers are loaded (right
    // after a continue-as-new): the clocks then only advance (an extension needs the alert days).
    const step = { action, team: this.current.owningTeam, to: next.status, now: Date.now(), payload };
    const nextClocks =
      this.clocks &&
      (this.timers
        ? clocksAfterTransition(this.clocks, step, this.timers, this.input.office)
        : advanceClocks(this.clocks, step));
    let recorded = payload;
    if (action === 'proposeAgreement') {
      this.proposalVersion++;
      recorded = { ...payload, version: this.proposalVersion };
    }
    if (action === 'counterOffer') {
      this.proposalVersion++;
      recorded = { ...payload, version: this.proposalVersion };
    }
    // The projection and the notices tell an approved (or rejected) counteroffer acceptance from a
    // proposal. rejectProposal is newer than every recorded history: no patch marker is needed.
    if (
      (action === 'approveProposal' || action === 'rejectProposal') &&
      this.current.approvalOf === 'COUNTEROFFER'
    )
      recorded = { ...payload, of: 'COUNTEROFFER' };
    await this.record(logAction, next, doneBy, recorded, nextClocks);
    await followUpRecovery(action, payload, this.input.office);
  }

  /** Projects a step (the log entry, the row, the facts), then moves the state to it. */
  private async record(
    action: string,
    next: ReimbursementCase,
    doneBy: string | null,
    payload: object,
    nextClocks: CaseClocks | undefined = this.clocks,
  ) {
    const from = this.seq === 0 ? null : this.current.status;
    const nextSeq = this.seq + 1;
    const now = Date.now();
    const moved = next.status !== this.current.status || this.seq === 0;
    const enteredAt = moved ? now : this.statusEnteredAt;
    const reminded = moved ? undefined : this.lastReminderAt;
    await activities().recordReimbursementTransition({
      requestId: this.input.requestId,
      seq: nextSeq,
      action,
      fromStatus: from,
      toStatus: next.status,
      team: next.owningTeam,
      doneBy,
      doneAt: new Date(now).toISOString(),
      payload: payload as Record<string, unknown>,
      ...(nextClocks
        ? {
            case: next,
            // Without its timers (see transition) a step is projected without its facts.
            facts:
              this.timers &&
              caseFacts(
                next,
                { enteredAt, lastReminderAt: reminded },
                nextClocks,
                this.proposalVersion,
                this.timers,
                this.input.office,
              ),
          }
        : {}),
    });
    if (next.status !== this.current.status) {
      this.statusEnteredAt = now;
      this.lastReminderAt = undefined;
      this.closedAt = isClosed(next.status) ? this.statusEnteredAt : undefined;
    }
    // Only now is the transition in PostgreSQL: views and waiting updates may see it.
    this.seq = nextSeq;
    this.current = next;
    this.clocks = nextClocks;
  }
}
