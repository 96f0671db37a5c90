import { MONTHLY_REPORT_TYPES, REPORT_TYPES, type ReportType } from '@claims/domain';

export const reportTypeChoices = REPORT_TYPES.map((type) => ({ id: type, name: `reports.types.${type}` }));

export const isMonthly = (type: unknown) => MONTHLY_REPORT_TYPES.includes(type as ReportType);

/** The current month in the offices' calendar (UTC-3), as the API defaults it. */
export const officeMonth = (now = new Date()) =>
  new Date(now.getTime() - 3 * 3_600_000).toISOString().slice(0, 7);

export const isFinished = (status: unknown) => status === 'DONE' || status === 'FAILED';

/** The file name a download is saved under: the report's type and month. */
export const reportFileName = (report: { type: string; month: string | null }, format: 'csv' | 'xlsx') =>
  `${report.type.toLowerCase()}${report.month ? `-${report.month}` : ''}.${format}`;
