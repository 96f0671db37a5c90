import type { ProtestCase } from './state-machine';
import type { ProtestAction } from './transitions';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * How long a letter may wait before its workflow acts. Read from settings (`protest.timers`,
 * `protest.timers.<office>`) when the workflow starts, so tests and offices can change them.
 */
export interface ProtestTimers {
  inspectionRequestReminderMs: number;
  inspectionRequestExpiryMs: number;
  inspectorReminderBeforeMs: number;
  inspectionEscalationAfterMs: number;
}

export const DEFAULT_PROTEST_TIMERS: ProtestTimers = {
  inspectionRequestReminderMs: 5 * DAY,
  inspectionRequestExpiryMs: 15 * DAY,
  inspectorReminderBeforeMs: 24 * HOUR,
  inspectionEscalationAfterMs: 3 * DAY,
};

/** The timers an operator tunes per office on the settings screen: all of them. */
export type ProtestTimerKey = keyof ProtestTimers;
export const PROTEST_TIMER_KEYS = Object.keys(DEFAULT_PROTEST_TIMERS) as readonly ProtestTimerKey[];

/** Log actions of the notices the timers send; they do not move the letter. */
export const PROTEST_REMINDERS = [
  'INSPECTION_REQUEST_REMINDER',
  'INSPECTOR_REMINDER',
  'INSPECTION_OVERDUE_ESCALATED',
] as const;
export type ProtestReminder = (typeof PROTEST_REMINDERS)[number];

export type ProtestDeadline =
  | { at: number; kind: 'REMINDER'; reminder: ProtestReminder }
  | { at: number; kind: 'TRANSITION'; action: ProtestAction };

/**
 * The next thing the workflow must do by itself for a letter that entered its status at
 * `enteredAt`, given the notices already sent in this status (each is sent once).
 */
export function nextProtestDeadline(
  c: ProtestCase,
  enteredAt: number,
  sent: readonly ProtestReminder[],
  timers: ProtestTimers,
): ProtestDeadline | undefined {
  const candidates: ProtestDeadline[] = [];
  if (c.status === 'AWAITING_INSPECTION_REQUEST') {
    candidates.push({
      at: enteredAt + timers.inspectionRequestExpiryMs,
      kind: 'TRANSITION',
      action: 'inspectionRequestLapsed',
    });
    if (!sent.includes('INSPECTION_REQUEST_REMINDER'))
      candidates.push({
        at: enteredAt + timers.inspectionRequestReminderMs,
        kind: 'REMINDER',
        reminder: 'INSPECTION_REQUEST_REMINDER',
      });
  }
  if (c.status === 'INSPECTION_SCHEDULED' && c.inspectionAt !== null) {
    if (!sent.includes('INSPECTOR_REMINDER'))
      candidates.push({
        at: c.inspectionAt - timers.inspectorReminderBeforeMs,
        kind: 'REMINDER',
        reminder: 'INSPECTOR_REMINDER',
      });
    if (!sent.includes('INSPECTION_OVERDUE_ESCALATED'))
      candidates.push({
        at: c.inspectionAt + timers.inspectionEscalationAfterMs,
        kind: 'REMINDER',
        reminder: 'INSPECTION_OVERDUE_ESCALATED',
      });
  }
  // The earliest first; a transition wins over a notice due at the same moment.
  candidates.sort((a, b) => a.at - b.at || (a.kind === 'TRANSITION' ? -1 : 1));
  return candidates[0];
}
