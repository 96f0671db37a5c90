import { MONTHLY_REPORT_TYPES, sharedCalendarMonth } from '@claims/domain';
import type { ReportRequest } from '@claims/contract';

/** Monthly reports default to the current month on the offices' shared calendar. */
export function reportParams(input: ReportRequest, now = new Date()) {
  if (!MONTHLY_REPORT_TYPES.includes(input.type)) return {};
  return { month: input.month ?? sharedCalendarMonth(now) };
}
