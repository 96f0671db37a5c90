import type { OfficeKey } from '../codes/offices';
import { officeNow } from '../office-time';

/**
 * An inspection's result is what the inspector found on site, so it cannot be recorded before the
 * day the inspection is scheduled for. Days are the office's (an inspector in Lisbon recording a
 * Santos inspection reads Santos's calendar); the hour does not matter: a visit moved earlier on
 * the same day is still that visit.
 *
 * The scheduled day (YYYY-MM-DD) while it is still ahead at the office, else null.
 */
export function inspectionDayAhead(
  scheduledDay: string | null | undefined,
  office: OfficeKey,
  now: Date = new Date(),
): string | null {
  if (!scheduledDay) return null;
  return officeNow(office, now).date < scheduledDay ? scheduledDay : null;
}

/** The office's day of a scheduled inspection's instant (epoch ms), as the workflow holds it. */
export const scheduledInspectionDay = (inspectionAt: number | null, office: OfficeKey): string | null =>
  inspectionAt === null ? null : officeNow(office, new Date(inspectionAt)).date;
