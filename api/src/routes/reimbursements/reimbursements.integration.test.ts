import { api, stackForFile } from '../../testing/stack-harness';
import { signedIn } from '../../testing/tokens';
import { reimbursementWorkflowId } from '@claims/workflows';
import { fileReimbursement, requestBody } from '../../testing/reimbursement-builders';
import { reimbursementFilingForFile } from '../../testing/reimbursement-filing';

const run = stackForFile();
const filing = reimbursementFilingForFile(run);

const call = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
  api(run.stack.baseUrl, method, path, body, headers);
const create = async (office = 'BR') =>
  fileReimbursement(run.stack.baseUrl, call, filing.client, requestBody(filing.refs, { office }));
/** A command on a request, by the claims analyst unless said otherwise. */
const act = (id: string, action: string, body: unknown, headers = filing.claims) =>
  call('POST', `/api/reimbursements/${id}/actions/${action}`, body, headers);
/** A request as the claims analyst (or `headers`) reads it. */
const read = (id: string, headers = filing.claims) =>
  call('GET', `/api/reimbursements/${id}`, undefined, headers);

describe('a reimbursement request as a durable case, through the API', () => {
  it('starts a workflow on creation and answers with the projected row, routed to the office team', async () => {
    const created = await create('BR');
    expect(created.reference).toMatch(/^RR-\d{4}-\d{6}$/);
    expect(created.analysisStatus).toBe('UNDER_ANALYSIS_CLI_SAO');
    expect(created.log.map((e: { action: string }) => e.action)).toEqual(['REQUEST_CREATED']);

    const description = await run.stack.deps.temporal.workflow
      .getHandle(reimbursementWorkflowId(created.id))
      .describe();
    expect(description.status.name).toBe('RUNNING');

    const argentine = await create('AR');
    expect(argentine.analysisStatus).toBe('UNDER_ANALYSIS_BUE');
  });

  it('executes a command as a Workflow Update whose activity writes the row the API reads back', async () => {
    const { id } = await create();
    const res = await act(id, 'transferResponsibility', { team: 'BUE' });
    expect(res.status).toBe(200);
    expect(res.body.analysisStatus).toBe('UNDER_ANALYSIS_BUE');
    expect(res.body.team).toBe('BUE');
    expect(res.body.log.map((e: { action: string }) => e.action)).toEqual([
      'REQUEST_CREATED',
      'RESPONSIBILITY_TRANSFERRED_BUE',
    ]);

    const row = await run.stack.deps.db('reimbursement_requests').where({ id }).first();
    expect(row.analysisStatus).toBe('UNDER_ANALYSIS_BUE');
  });

  it('rejects an action illegal in the current status with a localized 409 and leaves no trace', async () => {
    const { id } = await create();
    const paid = { paidOn: '2026-11-20', value: '100.00', currency: 'BRL' };
    const pt = await act(id, 'markPaid', paid);
    expect(pt.status).toBe(409);
    expect(pt.body.error.code).toBe('ILLEGAL_TRANSITION');
    const en = await act(id, 'markPaid', paid, { ...filing.claims, 'Content-Language': 'en' });
    expect(en.status).toBe(409);
    expect(en.body.error.message).not.toBe(pt.body.error.message);

    const after = await read(id);
    expect(after.body.analysisStatus).toBe('UNDER_ANALYSIS_CLI_SAO');
    expect(after.body.log).toHaveLength(1);
    // A rejected update never enters the workflow's history.
    const history = await run.stack.deps.temporal.workflow
      .getHandle(reimbursementWorkflowId(id))
      .fetchHistory();
    const accepted = (history.events ?? []).map(
      (e) => e.workflowExecutionUpdateAcceptedEventAttributes?.acceptedRequest?.input?.name,
    );
    expect(accepted).toContain('creationRecorded');
    expect(accepted).not.toContain('markPaid');
  });

  it('answers 422 for a payload the action does not accept, and changes nothing', async () => {
    const { id } = await create();
    const res = await act(id, 'transferResponsibility', { team: 'NOWHERE' });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toHaveProperty('team');
    const after = await read(id);
    expect(after.body.log).toHaveLength(1);
  });

  it('acts once when the same command is retried with the same Idempotency-Key', async () => {
    const { id } = await create();
    const send = () =>
      act(id, 'requestDocuments', { party: 'CLIENT' }, { ...filing.claims, 'Idempotency-Key': `docs-${id}` });
    const [first, second] = [await send(), await send()];
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const after = await read(id);
    expect(after.body.analysisStatus).toBe('AWAITING_DOCS_CLIENT');
    expect(after.body.log.map((e: { action: string }) => e.action)).toEqual([
      'REQUEST_CREATED',
      'DOCUMENTS_REQUESTED_CUSTOMER',
    ]);
  });

  it('answers 404 for an unknown or malformed id, and for an unknown action', async () => {
    expect((await read('not-a-uuid')).status).toBe(404);
    expect((await read('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const { id } = await create();
    const res = await act(id, 'launchRocket', {});
    expect(res.status).toBe(404);
  });

  it('answers 400 with a localized message for broken JSON', async () => {
    const res = await fetch(`${run.stack.baseUrl}/api/reimbursements`, {
      method: 'POST',
      headers: { ...filing.client, 'Content-Type': 'application/json', 'Content-Language': 'es' },
      body: '{"office": ',
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('INVALID_JSON');
  });

  it('keeps a request out of reach of another company, answering 404 as if it did not exist', async () => {
    const { id } = await create();
    const other = await signedIn(run.stack.deps.db, 'other.client@example.com');
    expect((await read(id, other)).status).toBe(404);
    const byOther = await act(id, 'documentsProvided', {}, other);
    expect(byOther.status).toBe(404);
    const broker = await signedIn(run.stack.deps.db, 'broker@example.com');
    expect((await read(id, broker)).status).toBe(200);
  });

  it('lets the client side answer only its own actions, and customer service none', async () => {
    const { id } = await create();
    const byClient = await act(id, 'transferResponsibility', { team: 'BUE' }, filing.client);
    expect(byClient.status).toBe(409);
    const service = await signedIn(run.stack.deps.db, 'service@example.com');
    expect((await read(id, service)).status).toBe(200);
    const byService = await act(id, 'close', {}, service);
    expect(byService.status).toBe(403);
  });

  it('answers 401 without a session, so the UIs go to login', async () => {
    expect(
      (await api(run.stack.baseUrl, 'POST', '/api/reimbursements', requestBody(filing.refs))).status,
    ).toBe(401);
    expect(
      (await api(run.stack.baseUrl, 'GET', '/api/reimbursements/00000000-0000-4000-8000-000000000000'))
        .status,
    ).toBe(401);
  });
});
