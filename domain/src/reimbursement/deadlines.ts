import type { OfficeKey } from '../codes/offices';
import { DAY_MS, endOfOfficeDay } from '../office-time';
import { AnalysisStatus, ReimbursementCase } from './state-machine';
import type { ReimbursementAction } from './transitions';

/**
 * How long a case may sit in a status before its workflow acts. Read from settings (per office)
 * when the workflow starts and on continue-as-new, so a running case keeps the rules it started
 * with and tests can shorten them.
 */
export interface ReimbursementTimers {
  documentsReminderEveryMs: number;
  clientDocumentsExpiryMs: number;
  proposalReminderMs: number;
  proposalExpiryMs: number;
  settlementDocumentsReminderMs: number;
  settlementDocumentsLapseMs: number;
  improcedentAutoCloseMs: number;
  paymentMadeAutoCloseMs: number;
  timeBarMs: number;
  /** Team SLA: first answer (proposal or outcome) within this time of submission. */
  slaMs: number;
  /** Alerts before the time bar, in days. */
  timeBarAlertDays: number[];
  /** After a scheduled payment's expected date, how long before claims is told it is unpaid. */
  paymentOverdueAfterMs?: number;
  /** History length at which the workflow continues as new (tests lower it). */
  continueAsNewAfterEvents: number;
}

/**
 * The timers an operator tunes per office on the settings screen; the alert days and the
 * continue-as-new size stay in code.
 */
export const REIMBURSEMENT_TIMER_KEYS = [
  'documentsReminderEveryMs',
  'clientDocumentsExpiryMs',
  'proposalReminderMs',
  'proposalExpiryMs',
  'settlementDocumentsReminderMs',
  'settlementDocumentsLapseMs',
  'improcedentAutoCloseMs',
  'paymentMadeAutoCloseMs',
  'timeBarMs',
  'slaMs',
] as const satisfies readonly (keyof ReimbursementTimers)[];
export type ReimbursementTimerKey = (typeof REIMBURSEMENT_TIMER_KEYS)[number];

export const DEFAULT_REIMBURSEMENT_TIMERS: ReimbursementTimers = {
  documentsReminderEveryMs: 7 * DAY_MS,
  clientDocumentsExpiryMs: 30 * DAY_MS,
  proposalReminderMs: 7 * DAY_MS,
  proposalExpiryMs: 30 * DAY_MS,
  settlementDocumentsReminderMs: 7 * DAY_MS,
  settlementDocumentsLapseMs: 30 * DAY_MS,
  improcedentAutoCloseMs: 15 * DAY_MS,
  paymentMadeAutoCloseMs: 30 * DAY_MS,
  timeBarMs: 365 * DAY_MS,
  slaMs: 14 * DAY_MS,
  timeBarAlertDays: [60, 30, 7],
  paymentOverdueAfterMs: 2 * DAY_MS,
  continueAsNewAfterEvents: 2_000,
};

export type NextDeadline =
  | { at: number; kind: 'REMINDER'; reminder: string }
  | { at: number; kind: 'TRANSITION'; action: ReimbursementAction };

interface StatusTimer {
  reminderEvery?: (t: ReimbursementTimers) => number;
  reminder?: string;
  lapse?: { after: (t: ReimbursementTimers) => number; action: ReimbursementAction };
}

const timersByStatus: Partial<Record<AnalysisStatus, StatusTimer>> = {
  AWAITING_DOCS_CLIENT: {
    reminderEvery: (t) => t.documentsReminderEveryMs,
    reminder: 'DOCUMENTS_REMINDER',
    lapse: { after: (t) => t.clientDocumentsExpiryMs, action: 'expire' },
  },
  AWAITING_DOCS_CLI_SSZ: { reminderEvery: (t) => t.documentsReminderEveryMs, reminder: 'DOCUMENTS_REMINDER' },
  AWAITING_DOCS_COMPLEMENTARY_BR: {
    reminderEvery: (t) => t.documentsReminderEveryMs,
    reminder: 'DOCUMENTS_REMINDER',
  },
  AWAITING_DOCS_COMPLEMENTARY_INT: {
    reminderEvery: (t) => t.documentsReminderEveryMs,
    reminder: 'DOCUMENTS_REMINDER',
  },
  AWAITING_PROPOSAL_RESPONSE: {
    reminderEvery: (t) => t.proposalReminderMs,
    reminder: 'PROPOSAL_ABOUT_TO_LAPSE',
    lapse: { after: (t) => t.proposalExpiryMs, action: 'expire' },
  },
  AWAITING_RR_POA: {
    reminderEvery: (t) => t.settlementDocumentsReminderMs,
    reminder: 'SETTLEMENT_DOCUMENTS_REMINDER',
    lapse: { after: (t) => t.settlementDocumentsLapseMs, action: 'settlementDocumentsLapsed' },
  },
  IMPROCEDENT: { lapse: { after: (t) => t.improcedentAutoCloseMs, action: 'autoClose' } },
  PAYMENT_MADE: { lapse: { after: (t) => t.paymentMadeAutoCloseMs, action: 'autoClose' } },
};

/** The reminders the status timers log (each a case log step with words of its own). */
export const REIMBURSEMENT_REMINDERS: readonly string[] = [
  ...new Set(Object.values(timersByStatus).flatMap((rule) => (rule.reminder ? [rule.reminder] : []))),
];

/**
 * The next thing the workflow must do by itself for a case of `office` that entered its status
 * at `enteredAt` and was last reminded at `lastReminderAt`; undefined when nothing is pending.
 * The lapse wins over a reminder due at the same moment.
 */
export function nextDeadline(
  c: ReimbursementCase,
  enteredAt: number,
  lastReminderAt: number | undefined,
  timers: ReimbursementTimers,
  office: OfficeKey,
): NextDeadline | undefined {
  if (c.status === 'PAYMENT_SCHEDULED' && c.paymentDueOn && lastReminderAt === undefined)
    return {
      // The end of the expected day at the office, then the grace period.
      at: endOfOfficeDay(office, c.paymentDueOn) + (timers.paymentOverdueAfterMs ?? 2 * DAY_MS),
      kind: 'REMINDER',
      reminder: 'PAYMENT_OVERDUE',
    };
  const rule = timersByStatus[c.status];
  if (!rule) return undefined;
  const lapseAt = rule.lapse ? enteredAt + rule.lapse.after(timers) : Infinity;
  const reminderAt =
    rule.reminderEvery && rule.reminder
      ? (lastReminderAt ?? enteredAt) + rule.reminderEvery(timers)
      : Infinity;
  if (rule.lapse && lapseAt <= reminderAt)
    return { at: lapseAt, kind: 'TRANSITION', action: rule.lapse.action };
  if (rule.reminder && reminderAt < Infinity)
    return { at: reminderAt, kind: 'REMINDER', reminder: rule.reminder };
  return undefined;
}

/** When the status itself lapses (a proposal's deadline, the document wait's expiry), if it does. */
export function statusLapseAt(
  c: ReimbursementCase,
  enteredAt: number,
  timers: ReimbursementTimers,
): number | undefined {
  const lapse = timersByStatus[c.status]?.lapse;
  return lapse ? enteredAt + lapse.after(timers) : undefined;
}

/** What the workflow does when the status lapses (expire, autoClose…), if it lapses at all. */
export function statusLapseAction(status: AnalysisStatus): ReimbursementAction | undefined {
  return timersByStatus[status]?.lapse?.action;
}
