import {
  analysisStatusByKey,
  codeLabel,
  isAnalysisStatusKey,
  isProtestStatusKey,
  officeDay,
  REPORT_COLUMNS,
  translate,
  type Locale,
  type ReportRow,
  type ReportType,
} from '@claims/domain';
import type { Report } from '@claims/db';
import type { ReportResponse, ReportRowResponse } from '@claims/contract';

export const reportTitle = (locale: Locale, type: ReportType, month?: string) =>
  translate(locale, `reports.types.${type}`) + (month ? ` ${month}` : '');

export function presentReport(report: Report, locale: Locale): ReportResponse {
  return {
    id: report.id,
    type: report.type,
    title: reportTitle(locale, report.type, report.params?.month),
    month: report.params?.month ?? null,
    status: report.status,
    progress: report.progress,
    rowCount: report.rowCount,
    error: report.error,
    createdAt: report.createdAt.toISOString(),
    finishedAt: report.finishedAt?.toISOString() ?? null,
    detailPath: `/reports/detail/${report.id}`,
  };
}

/** A stored row with its statuses as labels of `locale`. */
export function presentReportRow(row: ReportRow, locale: Locale): ReportRowResponse {
  const open = row.closedAt === null;
  return {
    caseKind: row.caseKind,
    caseId: row.caseId,
    process: row.reference,
    created: row.createdAt,
    closed: row.closedAt,
    elapsedDays: row.elapsedDays,
    processStatus: translate(locale, `reports.processStatus.${open ? 'OPEN' : 'CLOSED'}`),
    analysisStatus: statusLabel(locale, row),
  };
}

function statusLabel(locale: Locale, row: ReportRow): string {
  if (row.caseKind === 'reimbursement' && isAnalysisStatusKey(row.status))
    return codeLabel(locale, 'analysisStatuses', analysisStatusByKey(row.status).key);
  if (row.caseKind === 'protest_letter' && isProtestStatusKey(row.status))
    return codeLabel(locale, 'protestStatuses', row.status);
  return row.status;
}

export const columnHeaders = (locale: Locale) =>
  REPORT_COLUMNS.map((column) => translate(locale, `reports.columns.${column}`));

/** A row as the downloads show it: dates as the day they are on the offices' shared calendar. */
export function exportCells(row: ReportRowResponse): (string | number)[] {
  return [
    row.process,
    officeDay(row.created) ?? '',
    row.closed ? (officeDay(row.closed) ?? '') : '',
    row.elapsedDays,
    row.processStatus,
    row.analysisStatus,
  ];
}
