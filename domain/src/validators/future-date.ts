import { OFFICE_KEYS, type OfficeKey } from '../codes/offices';
import { officeNow, officeZoneCity } from '../office-time';
import { invalid, valid, type Validation } from './validation';

/**
 * A date (ISO, 'YYYY-MM-DD') that must not be in the past at the office: today or later. With an
 * hour ('HH:MM'), today counts only from the current minute on; `today.zone` names the city whose
 * clock that is, for the refusal to say so.
 */
export function validateNotPast(
  date: string,
  today: { date: string; time: string; zone?: string },
  hour?: string,
): Validation {
  if (date < today.date) return invalid('validation.date.past', { today: today.date });
  if (date === today.date && hour !== undefined && hour < today.time)
    return invalid('validation.date.pastHour', { now: today.time, ...(today.zone && { zone: today.zone }) });
  return valid(date);
}

/**
 * A day and hour (an inspection's) that must still be ahead on the clock of `office`: 07:00 today
 * in São Paulo is refused from 07:01 there, whatever the reader's or the server's zone, and the
 * refusal names São Paulo, as a reader elsewhere would otherwise take the hour for their own.
 */
export function validateNotPastAtOffice(
  date: string,
  hour: string | undefined,
  office: OfficeKey,
  now: Date = new Date(),
): Validation {
  return validateNotPast(date, { ...officeNow(office, now), zone: officeZoneCity(office) }, hour);
}

/**
 * The date of something that has happened (a discharge): today at the office or earlier. A
 * discharge "tomorrow" is a typo, and it would also push the legal clocks (notice deadline,
 * time bar) that count from it.
 */
export function validateNotFuture(date: string, today: { date: string }): Validation {
  return date > today.date ? invalid('validation.date.future') : valid(date);
}

/**
 * The latest "today" among the offices, for a form that does not know its office yet (a protest
 * letter's office follows its port of discharge): a date after it is in the future everywhere.
 */
export function latestOfficeDate(now: Date = new Date()): string {
  return OFFICE_KEYS.map((office) => officeNow(office, now).date).reduce((a, b) => (a > b ? a : b));
}
