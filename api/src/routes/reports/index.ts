import Router from '@koa/router';
import { downloadQuerySchema, reportDetailSchema, reportSchema, requestReportSchema } from '@claims/contract';
import type { Context } from 'koa';
import { isLocale, JOB_NAMES, JOB_QUEUES, reportJobId, type Locale } from '@claims/domain';
import { currentUser, requirePermission } from '../../auth/authenticate';
import type { ApiDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { answerList, documentedList, parseListQuery, parseRecordId, recordNotFound } from '../../list';
import { defineOperation } from '../../openapi';
import { parseBody } from '../../validate';
import { toCsv, toXlsx } from './download';
import { columnHeaders, exportCells, presentReport, presentReportRow, reportTitle } from './presenter';
import { reportList } from './list-spec';
import { reportParams } from './params';
import { findMyReport, myReports, requestReport } from './store';

const tags = ['reports'];
const permission = 'reports.read' as const;
const ops = {
  request: defineOperation({
    method: 'post',
    path: '/api/reports',
    summary:
      'Request a report (monthly slowest cases, open processes, claims closed); the jobs worker generates it and notifies the requester',
    tags,
    permission,
    requestSchema: requestReportSchema,
    responseSchema: reportSchema,
    successStatus: 201,
  }),
  list: defineOperation({
    method: 'get',
    path: '/api/reports',
    summary: 'The reports the caller requested, newest first',
    tags,
    permission,
    responseSchema: reportSchema,
    list: documentedList(reportList),
  }),
  get: defineOperation({
    method: 'get',
    path: '/api/reports/:id',
    summary: "A report's status and progress, and its rows once DONE",
    tags,
    permission,
    responseSchema: reportDetailSchema,
  }),
  download: defineOperation({
    method: 'get',
    path: '/api/reports/:id/download',
    summary:
      'The rows as a file: ?format=csv (default) or xlsx, headers in the reader’s language (409 until DONE)',
    tags,
    permission,
  }),
};

const JOB_ATTEMPTS = 3;
/** The reader's language: the request's when it names one, else the one the user chose. */
function readerLocale(ctx: Context, stored: string): Locale {
  if (ctx.get('Content-Language') || ctx.get('Accept-Language')) return ctx.state.locale;
  return isLocale(stored) ? stored : ctx.state.locale;
}

/** /api/reports: reports as background jobs (SPEC §2 "Reports"); each user sees their own. */
export function reportRoutes(deps: ApiDeps) {
  const router = new Router({ prefix: '/api/reports' });
  router.use(requirePermission(permission));
  const findMine = async (ctx: Context) => {
    const report = await findMyReport(deps.db, currentUser(ctx.state).id, parseRecordId(ctx.params.id));
    if (!report) throw recordNotFound();
    return report;
  };

  router.post('/', async (ctx) => {
    const user = currentUser(ctx.state);
    const input = ops.request.parse(ctx);
    const report = await requestReport(deps.db, {
      type: input.type,
      params: reportParams(input),
      requestedBy: user.id,
    });
    await deps.queues[JOB_QUEUES.reports].add(
      JOB_NAMES.generateReport,
      { reportId: report.id },
      {
        jobId: reportJobId(report.id),
        attempts: JOB_ATTEMPTS,
        backoff: { type: 'exponential', delay: 5_000 },
        removeOnComplete: { age: 7 * 24 * 3600 },
        removeOnFail: { age: 30 * 24 * 3600 },
      },
    );
    ctx.status = 201;
    ctx.body = presentReport(report, ctx.state.locale);
  });

  router.get('/', async (ctx) => {
    const query = parseListQuery(ctx.query, reportList);
    await answerList(ctx, reportList, query, myReports(deps.db, currentUser(ctx.state).id), (r) =>
      presentReport(r, ctx.state.locale),
    );
  });

  router.get('/:id', async (ctx) => {
    const report = await findMine(ctx);
    const locale = ctx.state.locale;
    ctx.body = {
      ...presentReport(report, locale),
      rows: (report.rows ?? []).map((r) => presentReportRow(r, locale)),
    };
  });

  router.get('/:id/download', async (ctx) => {
    const { format } = parseBody(downloadQuerySchema, ctx.query);
    const report = await findMine(ctx);
    if (report.status !== 'DONE') throw HttpError.of('REPORT_NOT_READY');
    const locale = readerLocale(ctx, currentUser(ctx.state).language);
    const headers = columnHeaders(locale);
    const cells = (report.rows ?? []).map((r) => exportCells(presentReportRow(r, locale)));
    const title = reportTitle(locale, report.type, report.params?.month);
    const name = `${report.type.toLowerCase()}${report.params?.month ? `-${report.params.month}` : ''}`;
    // attachment() also sets a type from the extension: the charset-bearing one below wins.
    ctx.attachment(`${name}.${format}`);
    if (format === 'xlsx') {
      ctx.type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
      ctx.body = await toXlsx(title, headers, cells);
    } else {
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body = toCsv(headers, cells);
    }
  });

  return router;
}
