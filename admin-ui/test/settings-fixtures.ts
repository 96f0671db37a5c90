import { protest, reimbursement } from '@claims/domain';
import type { Settings } from '../src/back-office/operations/settings-model';

// Every tunable timer of one office at its default, in milliseconds.
const timersIn = <K extends string>(defaults: Record<K, unknown>, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, defaults[key]])) as Record<K, number>;
const office = (noticeDays: number) => ({
  noticeDays,
  reimbursementTimers: timersIn(
    reimbursement.DEFAULT_REIMBURSEMENT_TIMERS,
    reimbursement.REIMBURSEMENT_TIMER_KEYS,
  ),
  protestTimers: timersIn(protest.DEFAULT_PROTEST_TIMERS, protest.PROTEST_TIMER_KEYS),
});

/** The settings as GET /api/settings answers: every timer of every office, Brazil with 10 days' notice. */
export const storedSettings: Settings = {
  authorityLimit: '20000.00',
  carrierNotice: { carrier: 'Aliança', email: 'sinistros.alianca@example.com' },
  offices: { AR: office(3), BR: office(10), PY: office(3), UY: office(3) },
};
