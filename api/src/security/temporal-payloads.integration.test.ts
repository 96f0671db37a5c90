import { Client } from '@temporalio/client';
import { api, stackForFile } from '../testing/stack-harness';
import { signedIn } from '../testing/tokens';
import { fileReimbursement, requestBody, shippingRefs } from '../testing/reimbursement-builders';
import { reimbursementStateQuery, reimbursementWorkflowId } from '@claims/workflows';

/**
 * Issue 17: what a case carries to Temporal (bank data, what people type) is encrypted by the
 * payload codec, so the history Temporal keeps, and shows in its Web UI, has none of it in clear;
 * the product itself (queries, the console's history viewer) still reads it.
 */
const run = stackForFile();

/** Every payload's bytes in a history as Temporal stores it, as text. */
function payloadTexts(value: unknown, out: string[] = []): string[] {
  if (!value || typeof value !== 'object') return out;
  if (value instanceof Uint8Array) return out;
  for (const [key, v] of Object.entries(value)) {
    if (key === 'payloads' && Array.isArray(v))
      for (const p of v as { data?: Uint8Array; metadata?: Record<string, Uint8Array> }[])
        out.push(Buffer.from(p.data ?? []).toString('utf8'));
    else payloadTexts(v, out);
  }
  return out;
}

it('the Temporal history of a case shows no bank data in clear', async () => {
  const client = await signedIn(run.stack.deps.db, 'client@example.com');
  const claims = await signedIn(run.stack.deps.db, 'claims@example.com');
  const master = await signedIn(run.stack.deps.db, 'master@example.com');
  const call = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
    api(run.stack.baseUrl, method, path, body, headers);
  const account = '98765-4';
  const filed = await fileReimbursement(
    run.stack.baseUrl,
    call,
    client,
    requestBody(await shippingRefs(run.stack.deps.db), {
      bankData: { bank: 'Itaú Unibanco', agency: '0001', checkingAccount: account },
    }),
  );
  const id = filed.id as string;
  const asked = await call(
    'POST',
    `/api/reimbursements/${id}/actions/requestDocuments`,
    { party: 'CLIENT', documentTypes: [], message: 'Confirme os dados bancários' },
    claims,
  );
  expect(asked.status).toBe(200);
  const note = `Depósito: Itaú Unibanco, agência 0001, conta corrente ${account}, titular Exportadora Alfa Ltda`;
  const provided = await call(
    'POST',
    `/api/reimbursements/${id}/actions/documentsProvided`,
    { note },
    client,
  );
  expect(provided.status).toBe(200);

  // As the Web UI and Temporal's database see it: no codec.
  const raw = new Client({ connection: run.stack.deps.temporal.connection, namespace: 'default' });
  const history = await raw.workflow.getHandle(reimbursementWorkflowId(id)).fetchHistory();
  const texts = payloadTexts(history);
  expect(texts.length).toBeGreaterThan(3);
  const clear = texts.filter((t) => t.includes(account) || t.includes('agência') || t.includes(id));
  expect(clear).toEqual([]);

  // The product reads through the codec: the workflow's state, and the console's history viewer.
  const view = await run.stack.deps.temporal.workflow
    .getHandle(reimbursementWorkflowId(id))
    .query(reimbursementStateQuery);
  expect(view.requestId).toBe(id);
  const viewer = await call('GET', `/api/reimbursements/${id}/history`, undefined, master);
  expect(viewer.status).toBe(200);
  const events = viewer.body.events as { type: string; activity?: string; update?: string }[];
  expect(
    events.some((e) => e.update === 'documentsProvided' || e.update?.includes('documentsProvided')),
  ).toBe(true);
  expect(events.some((e) => e.activity === 'recordReimbursementTransition')).toBe(true);
});
