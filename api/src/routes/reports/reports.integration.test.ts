import ExcelJS from 'exceljs';
import { stackForFile } from '../../testing/stack-harness';
import { until } from '@claims/workers/testing/jobs-harness';
import { CALLERS, callsAsForFile } from '../../testing/callers';
import { signedIn } from '../../testing/tokens';
import { fileReimbursement, requestBody, shippingRefs } from '../../testing/reimbursement-builders';

const run = stackForFile({ jobs: true });
const claims = callsAsForFile(run, CALLERS.CLAIMS, 'en');
const { call } = claims;
let claimsId: string;
let reference: string;

beforeAll(async () => {
  const { db } = run.stack.deps;
  claimsId = (await db('users').where({ email: CALLERS.CLAIMS }).first('id')).id;
  const client = await signedIn(db, CALLERS.CLIENT_MASTER);
  reference = (await fileReimbursement(run.stack.baseUrl, call, client, requestBody(await shippingRefs(db))))
    .reference;
});

const done = (id: string) =>
  until(`report ${id}`, async () => {
    const res = await call('GET', `/api/reports/${id}`);
    return res.body.status === 'DONE' ? res.body : undefined;
  });

describe('reports as jobs', () => {
  it('a requested report runs in the jobs worker, notifies its requester and downloads as CSV and XLSX', async () => {
    const requested = await call('POST', '/api/reports', { type: 'OPEN_PROCESSES' });
    expect(requested.status).toBe(201);
    expect(requested.body).toMatchObject({ status: 'QUEUED', progress: 0, type: 'OPEN_PROCESSES' });
    const id = requested.body.id;

    const report = await done(id);
    expect(report).toMatchObject({ progress: 100, title: 'Open processes report', month: null });
    const row = report.rows.find((r: { process: string }) => r.process === reference);
    expect(row).toMatchObject({
      caseKind: 'reimbursement',
      closed: null,
      processStatus: 'Open',
      analysisStatus: expect.stringMatching(/analysis/i),
    });
    expect(report.rowCount).toBe(report.rows.length);

    // The requester hears of it in-app and by e-mail; the "Ver" link opens the report's page.
    const eventKey = `report:${id}:ready`;
    const outbox = await run.stack.deps.db('outbox').where({ event_key: eventKey }).first();
    expect(outbox).toMatchObject({ kind: 'REPORT_READY' });
    expect(outbox.payload).toMatchObject({ recipient: claimsId, path: `/reports/detail/${id}` });
    await run.jobs.deliver(eventKey);
    const notification = await until('the notification', () =>
      run.stack.deps.db('notifications').where({ user_id: claimsId, event_key: eventKey }).first(),
    );
    expect(notification).toMatchObject({ kind: 'REPORT_READY', link: `/reports/detail/${id}` });
    const logged = await until('the e-mail', async () => {
      const row = await run.stack.deps.db('email_log').where({ event_key: eventKey }).first();
      return row?.status === 'SENT' ? row : undefined;
    });
    expect(logged).toMatchObject({ kind: 'REPORT_READY', recipientId: claimsId });
    expect(logged.subject).toContain(notification.params.report);

    const csv = await fetch(`${run.stack.baseUrl}/api/reports/${id}/download?format=csv`, {
      headers: claims.headers,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toContain('open_processes.csv');
    const text = (await csv.text()).replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('Process,Created,Closed,Elapsed time (days),Process status,Analysis status');
    expect(lines).toHaveLength(report.rows.length + 1);
    expect(lines.find((l) => l.startsWith(`${reference},`))).toMatch(
      /^RR-\d{4}-\d+,\d{4}-\d\d-\d\d,,\d+,Open,/,
    );

    // Without a language on the request, the headers are in the requester's own language.
    const plain = { Authorization: claims.headers.Authorization as string };
    const own = (await run.stack.deps.db('users').where({ id: claimsId }).first('language')).language;
    const portuguese = await (
      await fetch(`${run.stack.baseUrl}/api/reports/${id}/download`, { headers: plain })
    ).text();
    if (own === 'pt-BR') expect(portuguese).toContain('Processo,Criado em,Fechado em');

    const xlsx = await fetch(`${run.stack.baseUrl}/api/reports/${id}/download?format=xlsx`, {
      headers: claims.headers,
    });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Process',
      'Created',
      'Closed',
      'Elapsed time (days)',
      'Process status',
      'Analysis status',
    ]);
    expect(sheet.rowCount).toBe(report.rows.length + 1);
    const references: unknown[] = [];
    sheet.eachRow((r) => references.push(r.getCell(1).value));
    expect(references).toContain(reference);

    const mine = await call('GET', '/api/reports');
    expect(mine.headers.get('content-range')).toMatch(/^reports /);
    expect(mine.body.map((r: { id: string }) => r.id)).toContain(id);
  });

  it('the monthly report lists at most the ten slowest cases of the month', async () => {
    const month = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 7);
    const requested = await call('POST', '/api/reports', { type: 'MONTHLY_SLOWEST' });
    expect(requested.body.month).toBe(month);
    const report = await done(requested.body.id);
    expect(report.rows.length).toBeGreaterThan(0);
    expect(report.rows.length).toBeLessThanOrEqual(10);
    const elapsed = report.rows.map((r: { elapsedDays: number }) => r.elapsedDays);
    expect(elapsed).toEqual([...elapsed].sort((a, b) => b - a));
  });

  it('refuses a malformed month, and keeps each report to its requester', async () => {
    const bad = await call('POST', '/api/reports', { type: 'CLAIMS_CLOSED', month: '2026-13' });
    expect(bad.status).toBe(422);
    const requested = await call('POST', '/api/reports', { type: 'CLAIMS_CLOSED' });
    const master = await signedIn(run.stack.deps.db, CALLERS.MASTER);
    const other = await call('GET', `/api/reports/${requested.body.id}`, undefined, master);
    expect(other.status).toBe(404);
  });
});
