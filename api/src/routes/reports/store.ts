import type { Knex } from 'knex';
import type { ReportType } from '@claims/domain';
import { Report } from '@claims/db';

/** What a report's list and status show; its rows are read only for the one report opened. */
const SUMMARY_COLUMNS = [
  'id',
  'type',
  'params',
  'status',
  'progress',
  'row_count',
  'error',
  'created_at',
  'finished_at',
];

const mine = (db: Knex, userId: string) => Report.query(db).where('requestedBy', userId);

/** The reports a user requested, without their rows, for the list to sort and page. */
export const myReports = (db: Knex, userId: string) => mine(db, userId).select(SUMMARY_COLUMNS);

/** One of the user's reports with its rows, or undefined (another user's does not exist for them). */
export const findMyReport = (db: Knex, userId: string, id: string) =>
  mine(db, userId)
    .where('id', id)
    .select([...SUMMARY_COLUMNS, 'rows'])
    .first();

/** Queues a report: the row the jobs worker will fill, answered as the list shows it. */
export async function requestReport(
  db: Knex,
  request: { type: ReportType; params: Report['params']; requestedBy: string },
): Promise<Report> {
  return await Report.query(db).insert(request).returning(SUMMARY_COLUMNS);
}
