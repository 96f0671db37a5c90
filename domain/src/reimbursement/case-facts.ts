import type { OfficeKey } from '../codes/offices';
import { officeDay } from '../office-time';
import { nextClockDeadline, slaDueAt, type CaseClocks, type ClockDeadline } from './clocks';
import { nextDeadline, statusLapseAt, type NextDeadline, type ReimbursementTimers } from './deadlines';
import type { ReimbursementCase } from './state-machine';

/**
 * What a case's workflow decides by itself, as pure functions of its state: which deadline it
 * waits for next, and what the request row shows of its clocks. The workflow replays them; the
 * projection stores the facts for lists and the timeline.
 */

/** Where a case stands on its status's clock: when it entered the status, when it was last reminded. */
export interface StatusTiming {
  enteredAt: number;
  lastReminderAt?: number;
}

/** A status deadline (a reminder, a lapse) or a clock's (the SLA breach, a time-bar alert). */
export type CaseDeadline = NextDeadline | ClockDeadline;

/**
 * The next thing the workflow does by itself, whichever comes first: the status's deadline or a
 * clock's. The status's wins a tie. Cases from before the clocks have only the status's.
 */
export function nextCaseDeadline(
  c: ReimbursementCase,
  timing: StatusTiming,
  clocks: CaseClocks | undefined,
  timers: ReimbursementTimers,
  office: OfficeKey,
): CaseDeadline | undefined {
  const status = nextDeadline(c, timing.enteredAt, timing.lastReminderAt, timers, office);
  const clock = clocks && nextClockDeadline(clocks, c.status, timers);
  return status && (!clock || status.at <= clock.at) ? status : (clock ?? undefined);
}

/** What the request row shows of the workflow's clocks and next move (for lists and the timeline). */
export interface ReimbursementCaseFacts {
  slaDueAt: string | null;
  slaBreached: boolean;
  slaByTeam: Record<string, number>;
  firstAnsweredAt: string | null;
  /** The day the claim is time-barred at the case's office (YYYY-MM-DD). */
  timeBarDate: string | null;
  nextDeadline: { at: string; kind: string; key: string } | null;
  proposalVersion: number;
  /** When the current status lapses by itself (an open proposal's deadline). */
  lapseAt: string | null;
}

const iso = (ms: number | null | undefined) =>
  ms === null || ms === undefined ? null : new Date(ms).toISOString();

/** A deadline as the row keeps it: a status's reminder or transition by name, a clock's as CLOCK. */
function deadlineFact(d: CaseDeadline): NonNullable<ReimbursementCaseFacts['nextDeadline']> {
  const at = new Date(d.at).toISOString();
  if (d.kind === 'REMINDER') return { at, kind: d.kind, key: d.reminder };
  if (d.kind === 'TRANSITION') return { at, kind: d.kind, key: d.action };
  return { at, kind: 'CLOCK', key: d.kind };
}

/** The facts of a case `c` after a step, with the clocks and the status timing that step left. */
export function caseFacts(
  c: ReimbursementCase,
  timing: StatusTiming,
  clocks: CaseClocks,
  proposalVersion: number,
  timers: ReimbursementTimers,
  office: OfficeKey,
): ReimbursementCaseFacts {
  const next = nextCaseDeadline(c, timing, clocks, timers, office);
  return {
    slaDueAt: iso(slaDueAt(clocks, timers)),
    slaBreached: clocks.slaBreached,
    slaByTeam: clocks.slaByTeam as Record<string, number>,
    firstAnsweredAt: iso(clocks.firstAnsweredAt),
    timeBarDate: clocks.timeBarAt === null ? null : officeDay(iso(clocks.timeBarAt)!, office),
    nextDeadline: next ? deadlineFact(next) : null,
    proposalVersion,
    lapseAt: iso(statusLapseAt(c, timing.enteredAt, timers)),
  };
}
