import { api, stackForFile } from '../../testing/stack-harness';
import { signedIn } from '../../testing/tokens';
import { fileReimbursement, requestBody, shippingRefs } from '../../testing/reimbursement-builders';

/** The list filters the staff console's saved filters stand on (issue 7). */
const run = stackForFile();
let client: Record<string, string>;
let claims: Record<string, string>;
let master: Record<string, string>;
let refs: Awaited<ReturnType<typeof shippingRefs>>;
beforeAll(async () => {
  client = await signedIn(run.stack.deps.db, 'client@example.com');
  claims = await signedIn(run.stack.deps.db, 'claims@example.com');
  master = await signedIn(run.stack.deps.db, 'master@example.com');
  refs = await shippingRefs(run.stack.deps.db);
});

const call = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
  api(run.stack.baseUrl, method, path, body, headers);
const file = (overrides: Record<string, unknown> = {}) =>
  fileReimbursement(run.stack.baseUrl, call, client, requestBody(refs, overrides));
const ids = async (filter: object, headers = claims) => {
  const res = await call(
    'GET',
    `/api/reimbursements?range=[0,99]&filter=${encodeURIComponent(JSON.stringify(filter))}`,
    undefined,
    headers,
  );
  expect(res.status).toBe(200);
  return res.body.map((r: { id: string }) => r.id) as string[];
};

describe('the reimbursement list, as the console filters it', () => {
  it('finds a request by one of its containers through the search box', async () => {
    const shipping = { ...requestBody(refs).shipping, containers: ['CSQU3054383'] };
    const { id } = await file({ shipping });
    expect(await ids({ q: 'CSQU3054383' })).toEqual([id]);
    expect(await ids({ q: 'csqu305438' })).toEqual([id]);
    expect(await ids({ q: 'CSQU3054384' })).not.toContain(id);
  });

  it("answers a MASTER's queue: requests whose proposal waits for approval", async () => {
    const held = await file();
    const plain = await file();
    const proposed = await call(
      'POST',
      `/api/reimbursements/${held.id}/actions/proposeAgreement`,
      { value: '60000.00', currency: 'BRL' },
      claims,
    );
    expect(proposed.body.proposals[0].status).toBe('PENDING_APPROVAL');
    const waiting = await ids({ proposalAwaitingApproval: true }, master);
    expect(waiting).toContain(held.id);
    expect(waiting).not.toContain(plain.id);
    expect(await ids({ proposalAwaitingApproval: false }, master)).toContain(plain.id);

    await call('POST', `/api/reimbursements/${held.id}/actions/approveProposal`, {}, master);
    expect(await ids({ proposalAwaitingApproval: true }, master)).not.toContain(held.id);
  });

  it('refuses a malformed value of the new filter with 400', async () => {
    const res = await call(
      'GET',
      `/api/reimbursements?filter=${encodeURIComponent(JSON.stringify({ proposalAwaitingApproval: 'yes' }))}`,
      undefined,
      claims,
    );
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_LIST_QUERY');
  });
});
