import { DAY_MS } from '../office-time';
import { officeNoticeRegime, type OfficeKey } from '../codes/offices';

/** The notice period of an office's regime, in days, unless settings say otherwise. */
export const defaultNoticeDays = (office: OfficeKey): number => officeNoticeRegime(office).noticeDays;

/** The last day a letter of protest is on time: the discharge date plus the notice period. */
export function noticeDeadline(dischargeDate: string, noticeDays: number): string {
  return new Date(Date.parse(`${dischargeDate}T00:00:00Z`) + noticeDays * DAY_MS).toISOString().slice(0, 10);
}

/**
 * A letter filed after its deadline is still accepted (the carrier may waive the defence), but
 * flagged: `filedOn` is the filing day (YYYY-MM-DD, office time).
 */
export const isLateNotice = (filedOn: string, deadline: string): boolean => filedOn > deadline;
