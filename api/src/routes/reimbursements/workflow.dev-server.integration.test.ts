import { reimbursementStateQuery, reimbursementWorkflowId } from '@claims/workflows';
import { fileReimbursement, requestBody, shippingRefs } from '../../testing/reimbursement-builders';
import { api, startTestStack, type TestStack } from '../../testing/stack-harness';
import { signedIn } from '../../testing/tokens';

// What the time-skipping server cannot do (continue-as-new while Workflow Updates are in play)
// runs here on the dev server, with the durations shortened in the settings table. The settings
// are per office (UY, PY), offices no other test files in, because the test database is shared
// by every test file of the run; a workflow reads them when it starts (and on continue-as-new).
let stack: TestStack;
let h: Record<'client' | 'claims', Record<string, string>>;
let refs: Awaited<ReturnType<typeof shippingRefs>>;
const SETTINGS = {
  'reimbursement.timers.UY': { continueAsNewAfterEvents: 40 },
  'reimbursement.timers.PY': { proposalExpiryMs: 3_000 },
};

beforeAll(async () => {
  stack = await startTestStack();
  h = {
    client: await signedIn(stack.deps.db, 'client@example.com'),
    claims: await signedIn(stack.deps.db, 'claims@example.com'),
  };
  refs = await shippingRefs(stack.deps.db);
  for (const [key, value] of Object.entries(SETTINGS))
    await stack.deps
      .db('settings')
      .insert({ key, value: JSON.stringify(value) })
      .onConflict('key')
      .merge();
});
afterAll(async () => {
  await stack?.deps.db('settings').whereIn('key', Object.keys(SETTINGS)).delete();
  await stack?.stop();
});

const call = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
  api(stack.baseUrl, method, path, body, headers);
const act = async (id: string, action: string, body: unknown = {}, by: 'client' | 'claims' = 'claims') => {
  const res = await call('POST', `/api/reimbursements/${id}/actions/${action}`, body, h[by]);
  if (res.status !== 200) throw new Error(`${action} answered ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};
const get = async (id: string) => (await call('GET', `/api/reimbursements/${id}`, undefined, h.claims)).body;

describe('a reimbursement workflow on the dev server', () => {
  it('continues as new past the history threshold from settings and keeps the case as it was', async () => {
    const filed = await fileReimbursement(stack.baseUrl, call, h.client, requestBody(refs, { office: 'UY' }));
    const id: string = filed.id;
    expect(filed).toMatchObject({ analysisStatus: 'UNDER_ANALYSIS_BUE', team: 'BUE' });
    const workflowId = reimbursementWorkflowId(id);
    const first = await stack.deps.temporal.workflow.getHandle(workflowId).describe();
    const { timeBarDate, slaDueAt } = filed;
    expect(timeBarDate).toBeTruthy();

    await act(id, 'transferResponsibility', { team: 'CLI_SSZ' });
    await act(id, 'requestDocuments', { party: 'CLIENT', documentTypes: ['LOSS_STATEMENT'] });
    await act(id, 'documentsProvided', {}, 'client');
    // The SLA clock stopped while the client had the case: the due date moved on.
    const beforeAnswer = await get(id);
    expect(beforeAnswer.slaDueAt).not.toBe(slaDueAt);
    await act(id, 'proposeAgreement', { value: '9000.00', currency: 'BRL', message: 'Proposta' });
    await act(id, 'counterOffer', { value: '11000.00', message: 'Contra' }, 'client');
    const proposed = await act(id, 'proposeAgreement', { value: '10000.00', currency: 'BRL' });
    expect(proposed.analysisStatus).toBe('AWAITING_PROPOSAL_RESPONSE');

    // The first run ended by continuing as new; the case now runs under another run id.
    const now = await stack.deps.temporal.workflow.getHandle(workflowId).describe();
    expect(now.runId).not.toBe(first.runId);
    expect(now.status.name).toBe('RUNNING');
    const firstRun = await stack.deps.temporal.workflow.getHandle(workflowId, first.runId).describe();
    expect(firstRun.status.name).toBe('CONTINUED_AS_NEW');
    const state = await stack.deps.temporal.workflow.getHandle(workflowId).query(reimbursementStateQuery);
    expect(state.runsSoFar).toBeGreaterThan(1);
    expect(state).toMatchObject({
      status: 'AWAITING_PROPOSAL_RESPONSE',
      owningTeam: 'CLI_SSZ',
      counterofferPending: false,
      timeBarDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    // Commands still work, the proposal versions go on and the clocks are the ones carried.
    const accepted = await act(id, 'acceptProposal', {}, 'client');
    expect(accepted).toMatchObject({ analysisStatus: 'AWAITING_RR_POA', team: 'CLI_SSZ' });
    expect(accepted.timeBarDate).toBe(timeBarDate);
    expect(accepted.proposals.map((p: { version: number; status: string }) => [p.version, p.status])).toEqual(
      [
        [1, 'COUNTERED'],
        [2, 'COUNTERED'],
        [3, 'ACCEPTED'],
      ],
    );
    const extended = await act(id, 'extendTimeBar', {
      grantedBy: 'Armador',
      grantedTo: 'Alfa',
      until: '2029-03-31',
    });
    expect(extended.timeBarDate).toBe('2029-03-31');
    await act(id, 'undoDeal');
    const reproposed = await act(id, 'proposeAgreement', { value: '10500.00', currency: 'BRL' });
    expect(reproposed.proposals.at(-1)).toMatchObject({ version: 4, status: 'OPEN' });
    expect(reproposed).toMatchObject({ analysisStatus: 'AWAITING_PROPOSAL_RESPONSE', team: 'CLI_SSZ' });

    // Every step numbered once, in order, across runs, and the workflow agrees with the log.
    const seqs = (
      await stack.deps.db('case_events').where({ case_kind: 'reimbursement', case_id: id }).orderBy('seq')
    ).map((e: { seq: string | number }) => Number(e.seq));
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    const last = await stack.deps.temporal.workflow.getHandle(workflowId).query(reimbursementStateQuery);
    expect(last.seq).toBe(seqs.length);
    // The end of that day in the offices' time zone (UTC-3).
    expect(last.timeBarDate).toBe('2029-04-01T02:59:59.000Z');
  });

  it('closes a proposal nobody answers by expiry, and the proposal becomes EXPIRED', async () => {
    const filed = await fileReimbursement(stack.baseUrl, call, h.client, requestBody(refs, { office: 'PY' }));
    const proposed = await act(filed.id, 'proposeAgreement', { value: '700.00', currency: 'BRL' });
    expect(proposed.analysisStatus).toBe('AWAITING_PROPOSAL_RESPONSE');
    expect(proposed.proposals[0]).toMatchObject({ status: 'OPEN', expiresAt: expect.any(String) });
    let request = proposed;
    for (let i = 0; i < 60 && request.analysisStatus !== 'CLOSED_BY_EXPIRY'; i++) {
      await new Promise((r) => setTimeout(r, 250));
      request = await get(filed.id);
    }
    expect(request.analysisStatus).toBe('CLOSED_BY_EXPIRY');
    expect(request.proposals[0].status).toBe('EXPIRED');
    const logged = await stack.deps
      .db('case_events')
      .where({ case_kind: 'reimbursement', case_id: filed.id })
      .orderBy('seq')
      .select('action', 'done_by');
    expect(logged.at(-1)).toEqual({ action: 'CLOSED_BY_EXPIRY', doneBy: null });
    // Too late to accept it now.
    const late = await call('POST', `/api/reimbursements/${filed.id}/actions/acceptProposal`, {}, h.client);
    expect(late.status).toBe(409);
  });
});
