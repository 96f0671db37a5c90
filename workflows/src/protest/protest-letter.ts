import { ApplicationFailure, condition, patched, workflowInfo } from '@temporalio/workflow';
import { IllegalStateError } from '@temporalio/common';
// Module by module rather than the protest index: the sandbox evaluates every imported module
// for each case it loads, and the letter's filing schemas and notices are not the workflow's.
import { initialProtestCase, type ProtestCase } from '@claims/domain/protest/state-machine';
import {
  applyProtestTransition,
  isLegalProtestAction,
  type ProtestAction,
} from '@claims/domain/protest/transitions';
import {
  nextProtestDeadline,
  type ProtestReminder,
  type ProtestTimers,
} from '@claims/domain/protest/deadlines';
import { protestActionPayloads, type ProtestPersonAction } from '@claims/domain/protest/payloads';
import { inspectionDayAhead, scheduledInspectionDay } from '@claims/domain/protest/inspection-day';
import type { OfficeKey } from '@claims/domain/codes/offices';
import { CaseRun } from '../case-run';
import { illegalTransition, invalidPayload } from '../command-refusals';
import { projectionActivities } from '../projection-activities';
import type { ProtestActivities } from './activities';
import type { ProtestCaseView, ProtestCommand, ProtestFileRemoved } from './messages';

/** Where a run of the workflow picks the letter up: at its filing, or where the last run left it. */
export interface ProtestWorkflowInput {
  letterId: string;
  office: OfficeKey;
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

const activities = projectionActivities<ProtestActivities>();

// Rules that came after letters were already running (see refuseIfIllegalInThisRun).
const LINK_ONCE = 'protest-link-once';
const RESULT_ON_INSPECTION_DAY = 'protest-result-on-inspection-day';

const HISTORY_EVENTS_BEFORE_CONTINUE = 2_000;
// After the analysis is concluded nothing is left to wait for but a link to a reimbursement
// request, which may come within the one-year time bar.
const CONCLUDED_LETTER_KEPT_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * A letter of protest while its workflow runs: the letter, its log's numbering and the notices
 * already sent for its current status. Messages and the workflow's own deadlines act through
 * it, one at a time (commandLock); each step is projected before the state moves to it.
 */
export class ProtestLetter extends CaseRun<ProtestCase, ProtestCaseView> {
  private remindersSent: ProtestReminder[];
  // Loaded by open(), after the handlers are registered.
  private timers: ProtestTimers | undefined;
  /** When a command may act (see caseCommands): runs recorded before the mutex did not wait. */
  private readonly ready: () => boolean;

  constructor(private readonly input: ProtestWorkflowInput) {
    super(input.carried, () => initialProtestCase(input.inspectionRequested));
    this.remindersSent = input.carried?.remindersSent ?? [];
    this.ready = this.waitsForOpen ? () => this.opened : () => true;
  }

  view(): ProtestCaseView {
    return { letterId: this.input.letterId, ...this.caseView() };
  }

  /** What the next run starts from. */
  carried(): NonNullable<ProtestWorkflowInput['carried']> {
    return { ...this.carriedCase(), remindersSent: this.remindersSent };
  }

  /** Loads the office's timers and records the filing of a new letter. */
  async open(): Promise<void> {
    this.timers = await activities().loadProtestTimers(this.input.office);
    await this.openWith(() =>
      this.record('PROTEST_LETTER_FILED', this.current, this.input.createdBy, {
        inspectionRequested: this.input.inspectionRequested,
      }),
    );
  }

  /** The update validator: refused before it is accepted, so a refusal leaves no trace in history. */
  validate(action: ProtestPersonAction, command: ProtestCommand): void {
    refuseIfIllegal(action, this.current, command);
    const early = earlyResultDay(action, this.current, this.input.office);
    if (early) refuseEarlyResult(early, this.input.office);
    const parsed = protestActionPayloads[action].safeParse(command.payload);
    if (!parsed.success) throw invalidPayload(action, parsed.error.issues);
  }

  /** A person's action, in turn: two people acting at once cannot both win. */
  async act(action: ProtestPersonAction, command: ProtestCommand): Promise<ProtestCaseView> {
    await this.commands.runExclusive(async () => {
      // Legal when validated, but another command may have moved the letter since.
      this.refuseIfIllegalInThisRun(action, command);
      // The validator has checked the payload; histories recorded before a field was required
      // (the inspector's analysis statement) replay with what they carried.
      const parsed = protestActionPayloads[action].safeParse(command.payload);
      await this.transition(action, command.doneBy, parsed.success ? parsed.data : command.payload);
    }, this.ready);
    return this.view();
  }

  /**
   * The legality check of a command taking its turn. Runs recorded before two rules replay as
   * they ran (the validator, which enforces both from the start, is not run on replay): a letter
   * then could be linked again, and an inspection's result recorded before its day.
   */
  private refuseIfIllegalInThisRun(action: ProtestPersonAction, command: ProtestCommand): void {
    const relink = action === 'linkReimbursement' && this.current.reimbursementRequestId !== null;
    if (!relink || patched(LINK_ONCE)) refuseIfIllegal(action, this.current, command);
    const early = earlyResultDay(action, this.current, this.input.office);
    if (early && patched(RESULT_ON_INSPECTION_DAY)) refuseEarlyResult(early, this.input.office);
  }

  /** A file its uploader removed: in turn with the commands, after the filing; the status stays. */
  async recordFileRemoved({ doneBy, ...file }: ProtestFileRemoved): Promise<ProtestCaseView> {
    while (!this.firstStepRecorded()) await condition(this.firstStepRecorded);
    await this.commands.runExclusive(
      () => this.record('FILE_REMOVED', this.current, doneBy, file),
      this.ready,
    );
    return this.view();
  }

  historyIsLong(): boolean {
    return workflowInfo().historyLength > HISTORY_EVENTS_BEFORE_CONTINUE;
  }

  get isConcluded(): boolean {
    return this.current.status === 'ANALYSIS_CONCLUDED';
  }

  /** A concluded letter waits a year for its link to a reimbursement request. False when none came. */
  async waitForLink(): Promise<boolean> {
    const seenSeq = this.seq;
    return condition(() => this.seq !== seenSeq, CONCLUDED_LETTER_KEPT_MS);
  }

  /** Waits for the letter's next deadline and acts on it, unless a step comes first. */
  async waitForDeadline(): Promise<void> {
    const seenSeq = this.seq;
    const due = nextProtestDeadline(this.current, this.statusEnteredAt, this.remindersSent, this.settings);
    const moved = await condition(
      () => this.seq !== seenSeq,
      due ? Math.max(due.at - Date.now(), 1) : undefined,
    );
    if (moved || !due) return;
    await this.commands.runExclusive(async () => {
      // A command may have moved the letter while this one waited for its turn.
      if (this.seq !== seenSeq) return;
      if (due.kind === 'TRANSITION') await this.transition(due.action, null, {});
      else {
        await this.record(due.reminder, this.current, null, {});
        this.remindersSent = [...this.remindersSent, due.reminder];
      }
    });
  }

  // Every step runs after open(): the filing, which open() records, comes first.
  private get settings(): ProtestTimers {
    if (!this.timers) throw new IllegalStateError('The protest timers are not loaded yet');
    return this.timers;
  }

  private async transition(action: ProtestAction, doneBy: string | null, payload: object) {
    const { next, logAction } = applyProtestTransition(this.current, action, payload, this.input.office);
    await this.record(logAction, next, doneBy, payload);
  }

  /** Projects a step (the log entry, the letter's row), then moves the state to it. */
  private async record(action: string, next: ProtestCase, doneBy: string | null, payload: object) {
    const nextSeq = this.seq + 1;
    await activities().recordProtestTransition({
      letterId: this.input.letterId,
      seq: nextSeq,
      action,
      fromStatus: this.seq === 0 ? null : this.current.status,
      toStatus: next.status,
      doneBy,
      doneAt: new Date().toISOString(),
      payload: payload as Record<string, unknown>,
      case: next,
    });
    // A new status, or a new inspection date, starts its notices afresh.
    if (next.status !== this.current.status || next.inspectionAt !== this.current.inspectionAt) {
      this.statusEnteredAt = Date.now();
      this.remindersSent = [];
    }
    // Only now is the step in PostgreSQL: views and waiting updates may see it.
    this.seq = nextSeq;
    this.current = next;
  }
}

function refuseIfIllegal(action: ProtestPersonAction, current: ProtestCase, command: ProtestCommand): void {
  // Only the inspector the letter is assigned to may record its result.
  const wrongInspector = command.actor === 'INSPECTOR' && command.doneBy !== current.inspectorId;
  if (wrongInspector || !isLegalProtestAction(current, action, command.actor))
    throw illegalTransition(action, current.status, 'letter');
}

/**
 * An inspection's result waits for the day it is scheduled for, on the office's calendar: the
 * scheduled day while a result would come before it (workflow time: deterministic here).
 */
function earlyResultDay(action: ProtestPersonAction, current: ProtestCase, office: OfficeKey) {
  if (action !== 'recordInspectionResult') return null;
  return inspectionDayAhead(scheduledInspectionDay(current.inspectionAt, office), office, new Date());
}

function refuseEarlyResult(scheduledDay: string, office: OfficeKey): never {
  throw ApplicationFailure.create({
    type: 'INSPECTION_NOT_YET_HELD',
    message: `The inspection's result waits for its day, ${scheduledDay}`,
    details: [{ inspectionDate: scheduledDay, office }],
    nonRetryable: true,
  });
}
