import type { Job } from 'bullmq';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { isLocale, OUTBOX_KINDS, translate, type ReportType } from '@claims/domain';
import { reportRows } from './report-rows';

export interface ReportJobData {
  reportId: string;
}

/** Where the REPORT_READY notification takes its reader (SPEC §2 "reports-detail"). */
export const reportDetailPath = (reportId: string) => `/reports/detail/${reportId}`;

/**
 * `generate-report`: computes one report's rows in SQL, records its progress as it goes, stores
 * the rows and marks it DONE together with the outbox row that tells the requester (in-app and
 * by e-mail). A report already DONE is left alone, so a re-run never notifies twice; the last
 * failed attempt marks it FAILED.
 */
export function generateReport(deps: { db: Knex; log: Logger }) {
  return async (job: Job<ReportJobData>) => {
    const { db } = deps;
    const report = await db('reports').where({ id: job.data.reportId }).first();
    if (!report || report.status === 'DONE') return { skipped: true };
    await db('reports')
      .where({ id: report.id })
      .update({ status: 'RUNNING', progress: 10, started_at: db.fn.now(), error: null });
    try {
      const month: string | undefined = report.params?.month;
      const rows = await reportRows(db, report.type as ReportType, month);
      await db('reports').where({ id: report.id }).update({ progress: 80 });
      const requester = await db('users').where({ id: report.requested_by }).first('language');
      const locale = isLocale(requester?.language) ? requester.language : 'pt-BR';
      const title = translate(locale, `reports.types.${report.type}`) + (month ? ` ${month}` : '');
      await db.transaction(async (trx) => {
        await trx('reports')
          .where({ id: report.id })
          .update({
            status: 'DONE',
            progress: 100,
            rows: JSON.stringify(rows),
            row_count: rows.length,
            finished_at: trx.fn.now(),
          });
        await trx('outbox')
          .insert({
            event_key: `report:${report.id}:ready`,
            kind: OUTBOX_KINDS.reportReady,
            payload: JSON.stringify({
              recipient: report.requested_by,
              path: reportDetailPath(report.id),
              report: title,
            }),
          })
          .onConflict('event_key')
          .ignore();
      });
      return { rows: rows.length };
    } catch (err) {
      const error = err instanceof Error ? err : new Error(String(err));
      const finalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      await db('reports')
        .where({ id: report.id })
        .update(
          finalAttempt
            ? { status: 'FAILED', error: error.message.slice(0, 1000), finished_at: db.fn.now() }
            : { status: 'QUEUED', error: error.message.slice(0, 1000) },
        );
      deps.log.warn({ reportId: report.id, err: error.message }, 'report failed');
      throw error;
    }
  };
}
