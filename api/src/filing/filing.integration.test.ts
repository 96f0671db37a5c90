import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { api, stackForFile } from '../testing/stack-harness';
import { signedIn } from '../testing/tokens';
import { postFile } from '../testing/upload';
import {
  PNG,
  REQUIRED_FILES,
  requestBody,
  shippingRefs,
  uploadRequestFile,
} from '../testing/reimbursement-builders';
import { MANDATORY_FILES, letterBody, uploadFile } from '../testing/protest-builders';
import { reimbursementWorkflowId } from '@claims/workflows';
import { completeFilings } from './reconciler';

/**
 * Issue 17: a filing is atomic from the user's side, and a retried filing or upload makes no
 * second case or file. Temporal's refusals are played by making the client's call fail the way
 * it fails when the server is unreachable (gRPC UNAVAILABLE); `npm run test:faults` stops the
 * real server.
 */
// Files of its own: the bytes on disk are counted, and other test files upload in parallel.
const run = stackForFile({
  settings: { UPLOAD_DIR: path.join(process.env.UPLOAD_DIR ?? os.tmpdir(), `filing-${process.pid}`) },
});
let client: Record<string, string>;
let refs: Awaited<ReturnType<typeof shippingRefs>>;
beforeAll(async () => {
  client = { ...(await signedIn(run.stack.deps.db, 'client@example.com')), 'Content-Language': 'es' };
  refs = await shippingRefs(run.stack.deps.db);
});
afterEach(() => jest.restoreAllMocks());

const call = (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
  api(run.stack.baseUrl, method, url, body, { ...client, ...headers });
const unavailable = () => Object.assign(new Error('14 UNAVAILABLE: connection refused'), { code: 14 });
const temporalAway = (method: 'executeUpdateWithStart') =>
  jest.spyOn(run.stack.deps.temporal.workflow, method).mockRejectedValue(unavailable());

async function draftWithDocuments() {
  const draft = await call('POST', '/api/reimbursements/drafts', { data: { office: 'BR' } });
  for (const [documentType, name] of REQUIRED_FILES)
    expect(
      (await uploadRequestFile(run.stack.baseUrl, draft.body.id, client, { documentType, name })).status,
    ).toBe(201);
  return draft.body.id as string;
}

const listed = async (id: string) =>
  ((await call('GET', '/api/reimbursements?range=[0,99]')).body as { id: string }[]).some((r) => r.id === id);

describe('filing a reimbursement request while Temporal is away', () => {
  it('answers 503 in Spanish, lists nothing, keeps the draft resumable, and a retry files one case', async () => {
    const id = await draftWithDocuments();
    const body = { ...requestBody(refs), draftId: id };
    temporalAway('executeUpdateWithStart');
    const refused = await call('POST', '/api/reimbursements', body);
    expect(refused.status).toBe(503);
    expect(refused.body.error.code).toBe('SERVICE_UNAVAILABLE');
    expect(refused.body.error.message).toMatch(/Servicio temporalmente no disponible/);
    // Not listed as filed, no case to act on, but still the user's draft, with its data.
    expect(await listed(id)).toBe(false);
    expect((await call('GET', `/api/reimbursements/${id}`)).status).toBe(404);
    const resumed = await call('GET', `/api/reimbursements/drafts/${id}`);
    expect(resumed.status).toBe(200);
    expect(resumed.body.attachments).toHaveLength(REQUIRED_FILES.length);

    jest.restoreAllMocks();
    const filed = await call('POST', '/api/reimbursements', body);
    expect(filed.status).toBe(201);
    expect(filed.body.id).toBe(id);
    expect(filed.body.analysisStatus).toBe('UNDER_ANALYSIS_CLI_SAO');
    // The refused try stored its lines already: the retry claims each of them once, not twice.
    const lines = (claim: { faults: unknown[]; damages: unknown[]; extraCosts: unknown[] }) =>
      [claim.faults, claim.damages, claim.extraCosts].map((list) => list.length);
    expect(lines(filed.body)).toEqual(lines(body));
    expect(await listed(id)).toBe(true);
    // Sent again after a lost answer (both routes): the same case, not a second one nor a 404.
    expect((await call('POST', '/api/reimbursements', body)).body.id).toBe(id);
    const submitted = await call('POST', `/api/reimbursements/drafts/${id}/submit`, {});
    expect([submitted.status, submitted.body.id]).toEqual([201, id]);
    const { n } = (await run.stack.deps
      .db('case_events')
      .where({ case_kind: 'reimbursement', case_id: id, action: 'REQUEST_CREATED' })
      .count({ n: '*' })
      .first()) as { n: string };
    expect(Number(n)).toBe(1);
  });

  it('is completed by the reconciler when nobody files it again', async () => {
    const id = await draftWithDocuments();
    temporalAway('executeUpdateWithStart');
    expect((await call('POST', '/api/reimbursements', { ...requestBody(refs), draftId: id })).status).toBe(
      503,
    );
    jest.restoreAllMocks();
    const deps = {
      db: run.stack.deps.db,
      temporal: run.stack.deps.temporal,
      log: run.stack.deps.log,
      taskQueue: run.stack.deps.config.TEMPORAL_TASK_QUEUE,
    };
    // Within its grace period a filing is left to its user.
    expect((await completeFilings(deps, { graceMs: 60_000 })).completed).not.toContain(id);
    const result = await completeFilings(deps, { graceMs: 0 });
    expect(result.completed).toContain(id);
    const row = await run.stack.deps
      .db('reimbursement_requests')
      .where({ id })
      .first('draft', 'analysis_status');
    expect(row).toEqual({ draft: false, analysisStatus: 'UNDER_ANALYSIS_CLI_SAO' });
    const description = await run.stack.deps.temporal.workflow
      .getHandle(reimbursementWorkflowId(id))
      .describe();
    expect(description.status.name).toBe('RUNNING');
  });
});

describe('a protest letter filed twice with one Idempotency-Key', () => {
  it('makes one letter', async () => {
    const draft = await call('POST', '/api/protest-letters/drafts', { data: {} });
    for (const [documentType, name] of MANDATORY_FILES)
      await uploadFile(run.stack.baseUrl, draft.body.id, client, { documentType, name });
    const bill = `MSCU${Date.now()}`;
    const body = {
      ...letterBody(
        { embarkation: refs.portOfLoadingId, discharge: refs.portOfDischargeId },
        { billOfLading: bill },
      ),
      draftId: draft.body.id,
    };
    temporalAway('executeUpdateWithStart');
    expect((await call('POST', '/api/protest-letters', body)).status).toBe(503);
    jest.restoreAllMocks();
    const [first, second] = await Promise.all([
      call('POST', '/api/protest-letters', body, { 'Idempotency-Key': 'carta-1' }),
      call('POST', '/api/protest-letters', body, { 'Idempotency-Key': 'carta-1' }),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.id).toBe(first.body.id);
    const letters = await run.stack.deps
      .db('protest_letters')
      .where({ bill_of_lading: bill })
      .whereNull('deleted_at');
    expect(letters).toHaveLength(1);
  });
});

describe('an upload sent twice, or whose case log fails', () => {
  const storedFiles = () => {
    const dir = run.stack.deps.config.UPLOAD_DIR as string;
    if (!fs.existsSync(dir)) return 0;
    return fs.readdirSync(dir).reduce((n, sub) => n + fs.readdirSync(path.join(dir, sub)).length, 0);
  };

  it('stores one file and logs it once; a failed log leaves neither row nor bytes', async () => {
    const id = await draftWithDocuments();
    const filed = await call('POST', '/api/reimbursements', { ...requestBody(refs), draftId: id });
    expect(filed.status).toBe(201);
    const photo = { documentType: 'PHOTOS', name: 'contêiner-avariado.png', content: PNG, type: 'image/png' };
    const files = () => run.stack.deps.db('case_files').where({ case_id: id }).whereNull('deleted_at');
    const before = { rows: (await files()).length, bytes: storedFiles() };

    jest
      .spyOn(run.stack.deps.temporal.workflow, 'getHandle')
      .mockImplementation(() => ({ executeUpdate: () => Promise.reject(unavailable()) }) as never);
    const failed = await postFile(run.stack.baseUrl, `/api/reimbursements/${id}/files`, client, photo);
    expect(failed.status).toBe(503);
    expect((await files()).length).toBe(before.rows);
    expect(storedFiles()).toBe(before.bytes);
    jest.restoreAllMocks();

    const first = await postFile(run.stack.baseUrl, `/api/reimbursements/${id}/files`, client, photo);
    const again = await postFile(run.stack.baseUrl, `/api/reimbursements/${id}/files`, client, photo);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body.id).toBe(first.body.id);
    expect((await files()).length).toBe(before.rows + 1);
    expect(storedFiles()).toBe(before.bytes + 1);
    const logged = await run.stack.deps
      .db('case_events')
      .where({ case_kind: 'reimbursement', case_id: id, action: 'FILE_ADDED' })
      .whereRaw(`payload->>'fileId' = ?`, [first.body.id]);
    expect(logged).toHaveLength(1);
  });
});
