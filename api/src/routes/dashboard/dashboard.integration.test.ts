import { api, stackForFile } from '../../testing/stack-harness';
import { ownUser, signedIn } from '../../testing/tokens';
import { fileReimbursement, requestBody, shippingRefs } from '../../testing/reimbursement-builders';
import { fileProtestLetter, letterBody } from '../../testing/protest-builders';
import { dashboardSchema } from '@claims/contract';
import { dashboardFigures } from './figures';

const run = stackForFile();
let staff: Record<string, string>;
let client: Record<string, string>;
const call = (method: string, path: string, body: unknown, h: Record<string, string>) =>
  api(run.stack.baseUrl, method, path, body, h);
const dashboard = async () => (await api(run.stack.baseUrl, 'GET', '/api/dashboard', undefined, staff)).body;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

beforeAll(async () => {
  staff = await signedIn(run.stack.deps.db, 'service@example.com');
  client = await signedIn(run.stack.deps.db, 'client@example.com');
});

// The database is shared with the other test files, so each figure is checked as what our own
// seeded cases add to it, and the projection tweaks below stay inside a transaction rolled back.
describe('the staff dashboard', () => {
  it('counts seeded cases in each figure', async () => {
    const { db } = run.stack.deps;
    const start = await dashboardFigures(db);
    const refs = await shippingRefs(db);
    const cases = [];
    for (let i = 0; i < 3; i++)
      cases.push(await fileReimbursement(run.stack.baseUrl, call, client, requestBody(refs)));
    const [answered, breached, barred] = cases.map((c) => c.id as string);
    const ports = await db('ports').where({ country: 'BR' }).orderBy('code').limit(2).pluck('id');
    const lettersBefore = (await dashboard()).lateProtestLetters;
    await fileProtestLetter(
      run.stack.baseUrl,
      call,
      client,
      letterBody({ embarkation: ports[0], discharge: ports[1] }, { dischargeDate: daysAgo(60).slice(0, 10) }),
    );
    expect((await dashboard()).lateProtestLetters - lettersBefore).toBeGreaterThanOrEqual(1);

    const trx = await db.transaction();
    const before = await dashboardFigures(trx);
    // What the workflow would have projected after weeks: one answered in 3 days, one past its SLA,
    // one with its time bar in 10 days.
    await trx('reimbursement_requests')
      .where({ id: answered })
      .update({ submitted_at: daysAgo(5), first_answered_at: daysAgo(2), sla_breached: false });
    await trx('reimbursement_requests').where({ id: breached }).update({ sla_breached: true });
    await trx('reimbursement_requests')
      .where({ id: barred })
      .update({ time_bar_date: daysAgo(-10).slice(0, 10) });
    const after = await dashboardFigures(trx);
    await trx.rollback();
    type Counted = { team?: string | null; status?: string; count: number };
    const count = (rows: Counted[], pick: (r: Counted) => boolean) =>
      rows.filter(pick).reduce((n, r) => n + r.count, 0);
    const cliSao = (body: typeof after) => count(body.openByTeam, (r) => r.team === 'CLI_SAO');
    expect(cliSao(after) - cliSao(start)).toBeGreaterThanOrEqual(3);
    const underAnalysis = (body: typeof after) =>
      count(body.openByStatus, (r) => r.status === 'UNDER_ANALYSIS_CLI_SAO');
    expect(underAnalysis(after) - underAnalysis(start)).toBeGreaterThanOrEqual(3);

    expect(after.medianDaysToFirstAnswer).toEqual(expect.any(Number));
    expect(after.sla.decided - before.sla.decided).toBeGreaterThanOrEqual(2);
    expect(after.sla.withinSla - before.sla.withinSla).toBeGreaterThanOrEqual(1);
    expect(after.sla.share).toBeGreaterThan(0);
    expect(after.sla.share).toBeLessThanOrEqual(1);

    expect(after.timeBarWithin30Days - before.timeBarWithin30Days).toBeGreaterThanOrEqual(1);

    // Twelve months, the current one last; each request claims 8500 + 600 USD × 5.4321 + 1200 BRL.
    expect(after.amountsByMonth).toHaveLength(12);
    const current = (body: typeof after) => Number(body.amountsByMonth.at(-1)?.claimedBrl);
    expect(current(after) - current(start)).toBeGreaterThanOrEqual(3 * (8500 + 3259.26 + 1200) - 0.01);
    expect(after.amountsByMonth.at(-1)?.month).toBe(
      new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 7),
    );
  });

  // The amounts per month are kept by the projection as steps happen (issue 19), no longer summed
  // from the requests on each view: a filing and a payment must be in them as soon as their step.
  it('shows what was claimed and paid this month right after a filing and its payment', async () => {
    const { db } = run.stack.deps;
    const analyst = await signedIn(db, await ownUser(db, 'CLAIMS', 'dash'));
    const act = (id: string, action: string, body: unknown, by: Record<string, string>) =>
      call('POST', `/api/reimbursements/${id}/actions/${action}`, body, by);
    const thisMonth = async () => {
      const month = (await dashboard()).amountsByMonth.at(-1);
      return { claimed: Number(month.claimedBrl), paid: Number(month.paidBrl) };
    };
    const start = await thisMonth();
    const { id } = await fileReimbursement(
      run.stack.baseUrl,
      call,
      client,
      requestBody(await shippingRefs(db)),
    );
    const filed = await thisMonth();
    // 8500 + 600 USD × 5.4321 + 1200 BRL, as the request body claims.
    expect(filed.claimed - start.claimed).toBeGreaterThanOrEqual(8500 + 3259.26 + 1200 - 0.01);

    expect((await act(id, 'proposeAgreement', { value: '9000.00', currency: 'BRL' }, analyst)).status).toBe(
      200,
    );
    expect((await act(id, 'acceptProposal', {}, client)).status).toBe(200);
    expect((await act(id, 'settlementDocumentsProvided', {}, client)).status).toBe(200);
    expect((await act(id, 'schedulePayment', { expectedDate: '2030-12-20' }, analyst)).status).toBe(200);
    const beforePayment = await thisMonth();
    const paid = await act(
      id,
      'markPaid',
      { paidOn: '2026-11-20', value: '9000.00', currency: 'BRL' },
      analyst,
    );
    expect(paid.body.analysisStatus).toBe('PAYMENT_MADE');
    const after = await thisMonth();
    // Paid is the accepted proposal, counted once, in the month the payment was recorded.
    expect(after.paid - beforePayment.paid).toBeGreaterThanOrEqual(9000 - 0.01);
    expect(after.claimed).toBeGreaterThanOrEqual(filed.claimed);
    // A filing and six steps through their workflow: minutes on a loaded machine.
  }, 180_000);

  it('answers while a request is filed but not yet projected (no status yet)', async () => {
    const { db } = run.stack.deps;
    const filed = await fileReimbursement(
      run.stack.baseUrl,
      call,
      client,
      requestBody(await shippingRefs(db)),
    );
    const trx = await db.transaction();
    try {
      // As the row stands between the filing's insert and its workflow's first projection.
      await trx('reimbursement_requests').where({ id: filed.id }).update({ analysis_status: null });
      const figures = await dashboardFigures(trx);
      expect(dashboardSchema.safeParse(figures).success).toBe(true);
      expect(figures.openByStatus.map((r) => r.status)).not.toContain(null);
    } finally {
      await trx.rollback();
    }
  });

  it('answers staff with every figure, and no one else', async () => {
    const res = await api(run.stack.baseUrl, 'GET', '/api/dashboard', undefined, staff);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'amountsByMonth',
        'lateProtestLetters',
        'medianDaysToClose',
        'medianDaysToFirstAnswer',
        'openByStatus',
        'openByTeam',
        'sla',
        'timeBarWithin30Days',
      ].sort(),
    );
    expect((await api(run.stack.baseUrl, 'GET', '/api/dashboard', undefined, client)).status).toBe(403);
  });
});
