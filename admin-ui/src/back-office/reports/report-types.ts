import { MONTHLY_REPORT_TYPES, REPORT_TYPES, type ReportType } from '@claims/domain';

export const reportTypeChoices = REPORT_TYPES.map((type) => ({ id: type, name: `reports.types.${type}` }));

export const isMonthly = (type: unknown) => MONTHLY_REPORT_TYPES.includes(type as ReportType);

export const isFinished = (status: unknown) => status === 'DONE' || status === 'FAILED';

/** The file name a download is saved under: the report's type and month. */
export const reportFileName = (report: { type: string; month: string | null }, format: 'csv' | 'xlsx') =>
  `${report.type.toLowerCase()}${report.month ? `-${report.month}` : ''}.${format}`;
