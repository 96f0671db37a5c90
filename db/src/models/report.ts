import type { ReportRow, ReportStatus, ReportType } from '@claims/domain';
import { BaseModel } from './base-model';

/**
 * A report a user asked for: the jobs worker fills `rows` (and `progress` as it goes); the
 * requester reads it back. Each user sees only their own (row-level security on `requestedBy`).
 */
export class Report extends BaseModel {
  static override tableName = 'reports';
  declare id: string;
  declare type: ReportType;
  declare params: { month?: string };
  declare requestedBy: string;
  declare status: ReportStatus;
  declare progress: number;
  declare rowCount: number | null;
  declare rows: ReportRow[] | null;
  declare error: string | null;
  declare createdAt: Date;
  declare startedAt: Date | null;
  declare finishedAt: Date | null;

  static override jsonAttributes = ['params', 'rows'];
}
