import type { OfficeKey } from '../codes/offices';
import { DAY_MS, endOfOfficeDay } from '../office-time';
import type { ReimbursementTimers } from './deadlines';
import { isClosed, type AnalysisStatus, type Team } from './state-machine';

/**
 * The two clocks beside the status timers (ARCHITECTURE §4): the team SLA (first answer within
 * 14 days of submission, stopped while the customer owes documents, kept across transfers with
 * each team's share) and the one-year time bar with its alerts. Pure, so the workflow replays it.
 */
export interface CaseClocks {
  slaElapsedMs: number;
  /** When the SLA clock last started running; null while stopped. */
  slaRunningSince: number | null;
  slaByTeam: Partial<Record<Team, number>>;
  slaBreached: boolean;
  firstAnsweredAt: number | null;
  timeBarAt: number | null;
  /** Alert days already raised (or already past when the time bar was set). */
  timeBarAlertsDone: number[];
}

/** Clocks for a case starting (or going on from before the clocks) in `status`. */
export function startClocks(
  now: number,
  timeBarAt: number | null,
  timers: ReimbursementTimers,
  status: AnalysisStatus,
): CaseClocks {
  return {
    slaElapsedMs: 0,
    slaRunningSince: status.startsWith('UNDER_ANALYSIS_') ? now : null,
    slaByTeam: {},
    slaBreached: false,
    firstAnsweredAt: null,
    timeBarAt,
    timeBarAlertsDone: pastAlerts(now, timeBarAt, timers),
  };
}

const pastAlerts = (now: number, timeBarAt: number | null, timers: ReimbursementTimers) =>
  timeBarAt === null ? [] : timers.timeBarAlertDays.filter((d) => timeBarAt - d * DAY_MS <= now);

/** The clock stops for the customer's documents and for good at the first answer or a closure. */
const slaRuns = (c: CaseClocks, status: AnalysisStatus) =>
  c.firstAnsweredAt === null && status !== 'AWAITING_DOCS_CLIENT' && !isClosed(status);

const FIRST_ANSWERS = ['recordAnalysis', 'proposeAgreement'];

/** The clocks after a transition `action` taken at `now`, by the team that owned the case until then. */
export function advanceClocks(
  c: CaseClocks,
  step: { action: string; team: Team; to: AnalysisStatus; now: number },
): CaseClocks {
  const next: CaseClocks = { ...c, slaByTeam: { ...c.slaByTeam } };
  if (c.slaRunningSince !== null) {
    const spent = step.now - c.slaRunningSince;
    next.slaElapsedMs += spent;
    next.slaByTeam[step.team] = (next.slaByTeam[step.team] ?? 0) + spent;
  }
  if (FIRST_ANSWERS.includes(step.action) && next.firstAnsweredAt === null) next.firstAnsweredAt = step.now;
  next.slaRunningSince = slaRuns(next, step.to) ? step.now : null;
  return next;
}

export function slaDueAt(c: CaseClocks, timers: ReimbursementTimers): number | null {
  if (c.slaRunningSince === null) return null;
  return c.slaRunningSince + Math.max(timers.slaMs - c.slaElapsedMs, 0);
}

/** A new time bar (an extension): alerts already past for it count as raised. */
export function rearmTimeBar(c: CaseClocks, timeBarAt: number, now: number, timers: ReimbursementTimers) {
  return { ...c, timeBarAt, timeBarAlertsDone: pastAlerts(now, timeBarAt, timers) };
}

/**
 * The clocks after a transition: the SLA advanced for the team that owned the case until then,
 * and an extension's new time bar (the end of its `until` day at the office) armed afresh.
 */
export function clocksAfterTransition(
  c: CaseClocks,
  step: { action: string; team: Team; to: AnalysisStatus; now: number; payload: { until?: unknown } },
  timers: ReimbursementTimers,
  office: OfficeKey,
): CaseClocks {
  const advanced = advanceClocks(c, step);
  if (step.action !== 'extendTimeBar') return advanced;
  return rearmTimeBar(advanced, endOfOfficeDay(office, String(step.payload.until)), step.now, timers);
}

export type ClockDeadline =
  { at: number; kind: 'SLA_BREACHED' } | { at: number; kind: 'TIME_BAR_ALERT'; days: number };

/** The next thing a clock will raise by itself, if any. */
export function nextClockDeadline(
  c: CaseClocks,
  status: AnalysisStatus,
  timers: ReimbursementTimers,
): ClockDeadline | undefined {
  const candidates: ClockDeadline[] = [];
  const sla = slaDueAt(c, timers);
  if (sla !== null && !c.slaBreached) candidates.push({ at: sla, kind: 'SLA_BREACHED' });
  if (c.timeBarAt !== null && !isClosed(status)) {
    const days = [...timers.timeBarAlertDays]
      .sort((a, b) => b - a)
      .find((d) => !c.timeBarAlertsDone.includes(d));
    if (days !== undefined)
      candidates.push({ at: c.timeBarAt - days * DAY_MS, kind: 'TIME_BAR_ALERT', days });
  }
  return candidates.sort((a, b) => a.at - b.at)[0];
}

/**
 * How long a closed case's workflow waits for a reopen: until the claim is time-barred, or for
 * cases from before the clocks, the time bar's length after the closure.
 */
export function closedCaseKeptUntil(
  c: CaseClocks | undefined,
  closedAt: number | undefined,
  now: number,
  timers: ReimbursementTimers,
): number {
  return c?.timeBarAt ?? (closedAt ?? now) + timers.timeBarMs;
}

/** One year after the end of the discharge day at the office (settings may change the length). */
export const timeBarFrom = (dischargeDate: string, timers: ReimbursementTimers, office: OfficeKey) =>
  endOfOfficeDay(office, dischargeDate) + timers.timeBarMs;
