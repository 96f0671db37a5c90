import { api, stackForFile } from '../../testing/stack-harness';
import { signedIn } from '../../testing/tokens';
import { reimbursementWorkflowId } from '@claims/workflows';
import { fileReimbursement, requestBody, shippingRefs } from '../../testing/reimbursement-builders';

const run = stackForFile();
let client: Record<string, string>;
let claims: Record<string, string>;
let refs: Awaited<ReturnType<typeof shippingRefs>>;
beforeAll(async () => {
  client = await signedIn(run.stack.deps.db, 'client@example.com');
  claims = await signedIn(run.stack.deps.db, 'claims@example.com');
  refs = await shippingRefs(run.stack.deps.db);
});

const create = async (office = 'BR') =>
  fileReimbursement(
    run.stack.baseUrl,
    (method, path, body, headers) => api(run.stack.baseUrl, method, path, body, headers),
    client,
    requestBody(refs, { office }),
  );

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
    const res = await api(
      run.stack.baseUrl,
      'POST',
      `/api/reimbursements/${id}/actions/transferResponsibility`,
      { team: 'BUE' },
      claims,
    );
    expect(res.status).toBe(200);
    expect(res.body.analysisStatus).toBe('UNDER_ANALYSIS_BUE');
    expect(res.body.team).toBe('BUE');
    expect(res.body.log.map((e: { action: string }) => e.action)).toEqual([
      'REQUEST_CREATED',
      'RESPONSIBILITY_TRANSFERRED_BUE',
    ]);

    const row = await run.stack.deps.db('reimbursement_requests').where({ id }).first();
    expect(row.analysis_status).toBe('UNDER_ANALYSIS_BUE');
  });

  it('rejects an action illegal in the current status with a localized 409 and leaves no trace', async () => {
    const { id } = await create();
    const paid = { paidOn: '2026-11-20', value: '100.00', currency: 'BRL' };
    const pt = await api(
      run.stack.baseUrl,
      'POST',
      `/api/reimbursements/${id}/actions/markPaid`,
      paid,
      claims,
    );
    expect(pt.status).toBe(409);
    expect(pt.body.error.code).toBe('ILLEGAL_TRANSITION');
    const en = await api(run.stack.baseUrl, 'POST', `/api/reimbursements/${id}/actions/markPaid`, paid, {
      ...claims,
      'Content-Language': 'en',
    });
    expect(en.status).toBe(409);
    expect(en.body.error.message).not.toBe(pt.body.error.message);

    const after = await api(run.stack.baseUrl, 'GET', `/api/reimbursements/${id}`, undefined, claims);
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
    const res = await api(
      run.stack.baseUrl,
      'POST',
      `/api/reimbursements/${id}/actions/transferResponsibility`,
      { team: 'NOWHERE' },
      claims,
    );
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toHaveProperty('team');
    const after = await api(run.stack.baseUrl, 'GET', `/api/reimbursements/${id}`, undefined, claims);
    expect(after.body.log).toHaveLength(1);
  });

  it('acts once when the same command is retried with the same Idempotency-Key', async () => {
    const { id } = await create();
    const send = () =>
      api(
        run.stack.baseUrl,
        'POST',
        `/api/reimbursements/${id}/actions/requestDocuments`,
        { party: 'CLIENT' },
        { ...claims, 'Idempotency-Key': `docs-${id}` },
      );
    const [first, second] = [await send(), await send()];
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const after = await api(run.stack.baseUrl, 'GET', `/api/reimbursements/${id}`, undefined, claims);
    expect(after.body.analysisStatus).toBe('AWAITING_DOCS_CLIENT');
    expect(after.body.log.map((e: { action: string }) => e.action)).toEqual([
      'REQUEST_CREATED',
      'DOCUMENTS_REQUESTED_CUSTOMER',
    ]);
  });

  it('answers 404 for an unknown or malformed id, and for an unknown action', async () => {
    expect(
      (await api(run.stack.baseUrl, 'GET', '/api/reimbursements/not-a-uuid', undefined, claims)).status,
    ).toBe(404);
    expect(
      (
        await api(
          run.stack.baseUrl,
          'GET',
          '/api/reimbursements/00000000-0000-4000-8000-000000000000',
          undefined,
          claims,
        )
      ).status,
    ).toBe(404);
    const { id } = await create();
    const res = await api(
      run.stack.baseUrl,
      'POST',
      `/api/reimbursements/${id}/actions/launchRocket`,
      {},
      claims,
    );
    expect(res.status).toBe(404);
  });

  it('answers 400 with a localized message for broken JSON', async () => {
    const res = await fetch(`${run.stack.baseUrl}/api/reimbursements`, {
      method: 'POST',
      headers: { ...client, 'Content-Type': 'application/json', 'Content-Language': 'es' },
      body: '{"office": ',
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('INVALID_JSON');
  });

  it('keeps a request out of reach of another company, answering 404 as if it did not exist', async () => {
    const { id } = await create();
    const other = await signedIn(run.stack.deps.db, 'other.client@example.com');
    expect((await api(run.stack.baseUrl, 'GET', `/api/reimbursements/${id}`, undefined, other)).status).toBe(
      404,
    );
    const act = await api(
      run.stack.baseUrl,
      'POST',
      `/api/reimbursements/${id}/actions/documentsProvided`,
      {},
      other,
    );
    expect(act.status).toBe(404);
    const broker = await signedIn(run.stack.deps.db, 'broker@example.com');
    expect((await api(run.stack.baseUrl, 'GET', `/api/reimbursements/${id}`, undefined, broker)).status).toBe(
      200,
    );
  });

  it('lets the client side answer only its own actions, and customer service none', async () => {
    const { id } = await create();
    const byClient = await api(
      run.stack.baseUrl,
      'POST',
      `/api/reimbursements/${id}/actions/transferResponsibility`,
      { team: 'BUE' },
      client,
    );
    expect(byClient.status).toBe(409);
    const service = await signedIn(run.stack.deps.db, 'service@example.com');
    expect(
      (await api(run.stack.baseUrl, 'GET', `/api/reimbursements/${id}`, undefined, service)).status,
    ).toBe(200);
    const byService = await api(
      run.stack.baseUrl,
      'POST',
      `/api/reimbursements/${id}/actions/close`,
      {},
      service,
    );
    expect(byService.status).toBe(403);
  });

  it('answers 401 without a session, so the UIs go to login', async () => {
    expect((await api(run.stack.baseUrl, 'POST', '/api/reimbursements', requestBody(refs))).status).toBe(401);
    expect(
      (await api(run.stack.baseUrl, 'GET', '/api/reimbursements/00000000-0000-4000-8000-000000000000'))
        .status,
    ).toBe(401);
  });
});
