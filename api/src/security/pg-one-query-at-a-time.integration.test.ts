import { Client } from 'pg';
import { api, startTestStack, type TestStack } from '../testing/stack-harness';
import { signedIn } from '../testing/tokens';
import { dashboardFigures } from '../routes/dashboard/figures';
import { fileReimbursement, requestBody, shippingRefs } from '../testing/reimbursement-builders';

/**
 * pg deprecates a query sent on a client still running one ("Calling client.query() when the
 * client is already executing a query"), and pg 9 refuses it: a transaction's statements must
 * run one at a time. Every query of the api and the worker in this process is watched while a
 * case is filed, read, listed and acted on.
 */
let stack: TestStack;
const overlapping: string[] = [];
const original = Client.prototype.query;

beforeAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Client.prototype.query = function (this: any, ...args: any[]) {
    if (this._queryQueue?.length > 0 || this._activeQuery)
      overlapping.push(String(args[0]?.text ?? args[0]).slice(0, 120));
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof Client.prototype.query;
  stack = await startTestStack();
});
afterAll(async () => {
  Client.prototype.query = original;
  await stack?.stop();
});

it('no statement is sent while another runs on the same connection', async () => {
  const client = await signedIn(stack.deps.db, 'client@example.com');
  const claims = await signedIn(stack.deps.db, 'claims@example.com');
  const call = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
    api(stack.baseUrl, method, path, body, headers);
  const filed = await fileReimbursement(
    stack.baseUrl,
    call,
    client,
    requestBody(await shippingRefs(stack.deps.db)),
  );
  for (const headers of [client, claims]) {
    expect((await call('GET', `/api/reimbursements/${filed.id}`, undefined, headers)).status).toBe(200);
    expect((await call('GET', `/api/reimbursements/${filed.id}/timeline`, undefined, headers)).status).toBe(
      200,
    );
    expect((await call('GET', '/api/reimbursements', undefined, headers)).status).toBe(200);
    expect((await call('GET', '/api/protest-letters', undefined, headers)).status).toBe(200);
  }
  const acted = await call(
    'POST',
    `/api/reimbursements/${filed.id}/actions/transferResponsibility`,
    { team: 'CLI_SSZ' },
    claims,
  );
  expect(acted.status).toBe(200);
  expect(overlapping).toEqual([]);
});

it("the dashboard's figures run one at a time inside a transaction, side by side on the pool", async () => {
  const master = await signedIn(stack.deps.db, 'master@example.com');
  expect((await api(stack.baseUrl, 'GET', '/api/dashboard', undefined, master)).status).toBe(200);
  const trx = await stack.deps.db.transaction();
  try {
    // Other test files file cases meanwhile, so the two reads are compared around a quiet moment:
    // the figures read in the transaction equal those read on the pool just before or just after.
    const agree = async () => {
      const before = JSON.stringify(await dashboardFigures(stack.deps.db));
      const inTransaction = JSON.stringify(await dashboardFigures(trx));
      const after = JSON.stringify(await dashboardFigures(stack.deps.db));
      return inTransaction === before || inTransaction === after;
    };
    let agreed = false;
    for (let attempt = 0; attempt < 5 && !agreed; attempt++) agreed = await agree();
    expect(agreed).toBe(true);
  } finally {
    await trx.rollback();
  }
  expect(overlapping).toEqual([]);
});
