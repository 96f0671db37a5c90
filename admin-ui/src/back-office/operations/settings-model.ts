import { OFFICE_KEYS } from '@claims/domain';
import type { SettingsResponse } from '@claims/contract';

/** GET/PUT /api/settings: timers in milliseconds, as workflows read them. */
export type Settings = SettingsResponse;

export const DAY_MS = 86_400_000;

/** The canonical decimal string a console number input holds ("1.5"). */
const CANONICAL_DECIMAL = /^\d+(\.\d+)?$/;

/**
 * Days as the form's number input holds them, at most 4 decimals (tests and demos shorten
 * timers to seconds).
 */
export const msToDays = (ms: unknown) =>
  typeof ms === 'number' ? String(Math.round((ms / DAY_MS) * 10_000) / 10_000) : ms;
/** Days typed back to milliseconds; text that is no number stays for the validator to refuse. */
export const daysToMs = (days: unknown) =>
  typeof days === 'string' && CANONICAL_DECIMAL.test(days) ? Math.round(Number(days) * DAY_MS) : days;
/** A whole number as the api keeps it (the notice period), from the input's decimal string. */
export const numberFromInput = (text: unknown) =>
  typeof text === 'string' && CANONICAL_DECIMAL.test(text) ? Number(text) : text;
export const numberToInput = (value: unknown) => (typeof value === 'number' ? String(value) : value);

/**
 * Only what the operator changed travels: a timer left alone stays unset for the office, so a
 * later change of the general default still reaches it.
 */
export function settingsChanges(before: Settings, after: Settings) {
  const changes: Record<string, unknown> = {};
  if (after.authorityLimit !== before.authorityLimit) changes.authorityLimit = after.authorityLimit;
  if (
    after.carrierNotice.carrier !== before.carrierNotice.carrier ||
    after.carrierNotice.email !== before.carrierNotice.email
  )
    changes.carrierNotice = after.carrierNotice;
  const offices: Record<string, Record<string, unknown>> = {};
  for (const office of OFFICE_KEYS) {
    const was = before.offices[office];
    const now = after.offices[office];
    const change: Record<string, unknown> = {};
    if (now.noticeDays !== was.noticeDays) change.noticeDays = now.noticeDays;
    for (const group of ['reimbursementTimers', 'protestTimers'] as const) {
      const previous: Record<string, number> = was[group];
      const changed = Object.entries(now[group]).filter(([k, v]) => v !== previous[k]);
      if (changed.length) change[group] = Object.fromEntries(changed);
    }
    if (Object.keys(change).length) offices[office] = change;
  }
  if (Object.keys(offices).length) changes.offices = offices;
  return changes;
}

/** Form checks, messages from the catalogue; the API checks the same and answers 422. */
export const settingsValidators = {
  duration: (value: unknown) =>
    typeof value !== 'number' || !(value > 0) ? 'backOffice.settings.mustBePositive' : undefined,
  noticeDays: (value: unknown) =>
    typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 365
      ? 'backOffice.settings.mustBeWholeDays'
      : undefined,
  authorityLimit: (value: unknown) =>
    typeof value !== 'string' || !/^\d{1,13}(\.\d{1,2})?$/.test(value.trim())
      ? 'validation.money.invalid'
      : undefined,
  email: (value: unknown) =>
    typeof value !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())
      ? 'validation.invalidEmail'
      : undefined,
};
