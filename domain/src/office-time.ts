import { fromZonedTime } from 'date-fns-tz';
import { isOfficeKey, officeByKey, type OfficeKey } from './codes/offices';

/**
 * A case's time is its office's: "today", the day a deadline falls on and the hour of an
 * inspection are read on the office's clock, whoever reads them, wherever the server runs. The
 * zones are IANA zones (codes/offices), never a fixed UTC-3: Asunción kept summer time until
 * October 2024, so a Paraguayan date from before then is UTC-4 in its winter.
 *
 * Pure and free of the machine's own zone, so workflows replay it: a wall time becomes an
 * instant through date-fns-tz, an instant becomes a wall time through Intl (which date-fns-tz
 * itself reads zones with).
 */

/**
 * The calendar of what belongs to no one office: rows and notices written before they carried an
 * office, and the reports and figures over all offices. São Paulo's, whose hours every office
 * keeps today (Paraguay since its 2024 change).
 */
export const SHARED_CALENDAR_OFFICE: OfficeKey = 'BR';
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A day as the case clocks and timers count it: 24 hours of elapsed time (a deadline "14 days
 * after" is 14 of these; a calendar day at an office is endOfOfficeDay's business).
 */
export const DAY_MS = 86_400_000;

export const officeZone = (office: OfficeKey): string => officeByKey(office).timeZone;

/** The city an office's hours are told by, for "Horário de São Paulo" beside an hour typed. */
export const officeZoneCity = (office: OfficeKey): string => officeByKey(office).zoneCity;

/** The instant a wall-clock time is at the office: 09:30 on 2030-05-12 in Asunción. */
export function officeInstant(office: OfficeKey, day: string, time = '00:00:00'): number {
  const at = fromZonedTime(`${day}T${time.length === 5 ? `${time}:00` : time}`, officeZone(office));
  return at.getTime();
}

/** The last second of a day at the office: what is due on that day is late only after it. */
export const endOfOfficeDay = (office: OfficeKey, day: string): number =>
  officeInstant(office, day, '23:59:59');

const wallClocks = new Map<string, Intl.DateTimeFormat>();
function wallClockIn(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    wallClocks.set(timeZone, format);
  }
  return format;
}

/**
 * The office's date and time at an instant (now by default): { date: '2026-11-23', time: '21:45' }.
 * An inspection or a payment scheduled for yesterday in São Paulo is in the past even when it is
 * still yesterday in UTC.
 */
export function officeNow(office: OfficeKey, now: Date = new Date()): { date: string; time: string } {
  const parts = Object.fromEntries(
    wallClockIn(officeZone(office))
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/**
 * The calendar day (YYYY-MM-DD) a case's date falls on at its office: a day stays the day it is;
 * an instant (a deadline: 30 days after the documents were asked) is read on the office's
 * calendar, so a deadline at 23:30 in Buenos Aires is that day for a reader in Lisbon too. Null
 * for what is no date.
 */
export function officeDay(value: string, office?: string | null): string | null {
  if (CALENDAR_DAY.test(value)) return value;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return null;
  return officeNow(isOfficeKey(office) ? office : SHARED_CALENDAR_OFFICE, at).date;
}

/** The month (YYYY-MM) on the shared calendar: what a monthly report covers unless told. */
export const sharedCalendarMonth = (now: Date = new Date()): string =>
  officeNow(SHARED_CALENDAR_OFFICE, now).date.slice(0, 7);

/** The instants a month of the shared calendar runs between: its first midnight to the next month's. */
export function sharedCalendarMonthBounds(month: string): { from: number; to: number } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return {
    from: officeInstant(SHARED_CALENDAR_OFFICE, `${month}-01`),
    to: officeInstant(SHARED_CALENDAR_OFFICE, `${next}-01`),
  };
}
