import type { Job } from 'bullmq';
import type { Knex } from 'knex';
import type { PartialModelObject } from 'objection';
import type { Logger } from 'pino';
import { isLocale, OUTBOX_KINDS, translate } from '@claims/domain';
import { OutboxEvent, Report, User } from '@claims/db';
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
    const report = await Report.query(db).findById(job.data.reportId);
    if (!report || report.status === 'DONE') return { skipped: true };
    const update = (trx: Knex, changes: PartialModelObject<Report>) =>
      Report.query(trx).patch(changes).where({ id: report.id });
    await update(db, { status: 'RUNNING', progress: 10, startedAt: db.fn.now(), error: null });
    try {
      const month = report.params?.month;
      const rows = await reportRows(db, report.type, month);
      await update(db, { progress: 80 });
      const requester = await User.query(db).findById(report.requestedBy).select('language');
      const locale = isLocale(requester?.language) ? requester.language : 'pt-BR';
      const title = translate(locale, `reports.types.${report.type}`) + (month ? ` ${month}` : '');
      await db.transaction(async (trx) => {
        await update(trx, {
          status: 'DONE',
          progress: 100,
          rows,
          rowCount: rows.length,
          finishedAt: trx.fn.now(),
        });
        await OutboxEvent.append(trx, {
          eventKey: `report:${report.id}:ready`,
          kind: OUTBOX_KINDS.reportReady,
          payload: { recipient: report.requestedBy, path: reportDetailPath(report.id), report: title },
        })
          .onConflict('eventKey')
          .ignore();
      });
      return { rows: rows.length };
    } catch (err) {
      const error = err instanceof Error ? err : new Error(String(err));
      const finalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      await update(
        db,
        finalAttempt
          ? { status: 'FAILED', error: error.message.slice(0, 1000), finishedAt: db.fn.now() }
          : { status: 'QUEUED', error: error.message.slice(0, 1000) },
      );
      deps.log.warn({ reportId: report.id, err: error.message }, 'report failed');
      throw error;
    }
  };
}
