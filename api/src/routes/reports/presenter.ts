import {
  analysisStatusByKey,
  codeLabel,
  isAnalysisStatusKey,
  isProtestStatusKey,
  REPORT_COLUMNS,
  translate,
  type Locale,
  type ReportRow,
  type ReportType,
} from '@claims/domain';
import type { ReportResponse, ReportRowResponse } from './schema';

export interface StoredReport {
  id: string;
  type: ReportType;
  params: { month?: string };
  status: ReportResponse['status'];
  progress: number;
  row_count: number | null;
  rows?: ReportRow[] | null;
  error: string | null;
  created_at: Date;
  finished_at: Date | null;
}

export const reportTitle = (locale: Locale, type: ReportType, month?: string) =>
  translate(locale, `reports.types.${type}`) + (month ? ` ${month}` : '');

export function presentReport(r: StoredReport, locale: Locale): ReportResponse {
  return {
    id: r.id,
    type: r.type,
    title: reportTitle(locale, r.type, r.params?.month),
    month: r.params?.month ?? null,
    status: r.status,
    progress: r.progress,
    rowCount: r.row_count,
    error: r.error,
    createdAt: r.created_at.toISOString(),
    finishedAt: r.finished_at?.toISOString() ?? null,
    detailPath: `/reports/detail/${r.id}`,
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

/** A row as the downloads show it: dates as the offices' calendar day (UTC-3). */
export function exportCells(row: ReportRowResponse): (string | number)[] {
  return [
    row.process,
    officeDay(row.created),
    row.closed ? officeDay(row.closed) : '',
    row.elapsedDays,
    row.processStatus,
    row.analysisStatus,
  ];
}

const officeDay = (at: string) => new Date(Date.parse(at) - 3 * 3_600_000).toISOString().slice(0, 10);
