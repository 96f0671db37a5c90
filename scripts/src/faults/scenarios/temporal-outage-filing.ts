import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { FaultStack } from '../harness';
import { assertFilingsWhole, countRows } from '../filings-whole';
import { check, eventually } from '../invariants';
import { api } from '@claims/api/testing/stack-harness';
import {
  REQUIRED_FILES,
  requestBody,
  shippingRefs,
  uploadRequestFile,
} from '@claims/api/testing/reimbursement-builders';
import { MANDATORY_FILES, letterBody, uploadFile } from '@claims/api/testing/protest-builders';

/**
 * Temporal stops (cleanly) while a client files a reimbursement request and a protest letter.
 * The api answers 503 in the caller's language; no case is listed meanwhile and the draft is
 * still there to resume. After the restart the request is filed again by its user (the same case
 * answers) and the letter is completed by the reconciler; filing the letter again answers it,
 * never a second one.
 */
export async function temporalStoppedDuringFiling(stack: FaultStack): Promise<string> {
  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    api(stack.baseUrl, method, path, body, { ...stack.as.client, 'Content-Language': 'es', ...headers });
  const refs = await shippingRefs(stack.db);
  const invoice = `NF-${randomUUID().slice(0, 8)}`;
  const draft = await call('POST', '/api/reimbursements/drafts', { data: {} });
  check(draft.status === 201, `draft answered ${draft.status}`);
  for (const [documentType, name] of REQUIRED_FILES) {
    const up = await uploadRequestFile(stack.baseUrl, draft.body.id, stack.as.client, { documentType, name });
    check(up.status === 201, `upload answered ${up.status} ${JSON.stringify(up.body)}`);
  }
  const body = requestBody(refs, {});
  const request = { ...body, shipping: { ...body.shipping, invoiceNumber: invoice }, draftId: draft.body.id };

  const ports = { embarkation: refs.portOfLoadingId, discharge: refs.portOfDischargeId };
  const bill = `MSCU${randomUUID().slice(0, 8).toUpperCase()}`;
  // The letter's mandatory files go to its draft first, as the portal does.
  const letterDraft = await call('POST', '/api/protest-letters/drafts', { data: {} });
  for (const [documentType, name] of MANDATORY_FILES)
    await uploadFile(stack.baseUrl, letterDraft.body.id, stack.as.client, { documentType, name });
  const letterKey = randomUUID();
  const letter = { ...letterBody(ports, { billOfLading: bill }), draftId: letterDraft.body.id };

  await stack.temporal.stop('SIGTERM');
  let filedDuringOutage: Awaited<ReturnType<typeof call>>;
  let letterDuringOutage: Awaited<ReturnType<typeof call>>;
  let listed: Awaited<ReturnType<typeof call>>;
  let resumable: Awaited<ReturnType<typeof call>>;
  try {
    filedDuringOutage = await call('POST', '/api/reimbursements', request);
    letterDuringOutage = await call('POST', '/api/protest-letters', letter, { 'Idempotency-Key': letterKey });
    listed = await call('GET', `/api/reimbursements?filter=${encodeURIComponent(JSON.stringify({}))}`);
    resumable = await call('GET', `/api/reimbursements/drafts/${draft.body.id}`);
  } finally {
    await stack.temporal.start();
  }
  check(
    filedDuringOutage.status === 503,
    `filing during the outage answered ${filedDuringOutage.status} ${JSON.stringify(filedDuringOutage.body)}`,
  );
  const message = filedDuringOutage.body?.error?.message as string;
  check(!/unavailable/i.test(message), `the 503 is not in Spanish: "${message}"`);
  check(letterDuringOutage.status === 503, `the letter's filing answered ${letterDuringOutage.status}`);
  check(listed.status === 200, `the list answered ${listed.status}`);
  check(
    !(listed.body as { id: string }[]).some((r) => r.id === draft.body.id),
    'the request was listed as filed while its workflow could not start',
  );
  check(resumable.status === 200, `the draft could not be resumed: ${resumable.status}`);

  // The user files again (same draft): the same case answers, once.
  const again = await eventually('the filing going through after the restart', async () => {
    const r = await call('POST', '/api/reimbursements', request);
    return r.status === 201 ? r : undefined;
  });
  check(again !== undefined, 'no filing after the restart');
  check(again.body.id === draft.body.id, `the retry made another case ${again.body.id}`);
  const twice = await call('POST', '/api/reimbursements', request);
  check(twice.status === 201 && twice.body.id === draft.body.id, `a second retry answered ${twice.status}`);
  check(
    (await countRows(stack.db, 'reimbursement_requests', { invoice_number: invoice })) === 1,
    'the request exists twice',
  );

  // Nobody retries the letter: the reconciler completes it.
  await eventually(
    'the reconciler completing the letter',
    async () =>
      (await stack.db('protest_letters').where({ billOfLading: bill }).first('draft'))?.draft === false,
    60_000,
  );
  const letterAgain = await call('POST', '/api/protest-letters', letter, { 'Idempotency-Key': letterKey });
  check(letterAgain.status === 201, `the letter's retry answered ${letterAgain.status}`);
  check(
    (await countRows(stack.db, 'protest_letters', { bill_of_lading: bill })) === 1,
    'the letter exists twice',
  );
  const filed = await assertFilingsWhole(stack.db, stack.temporalClient);
  return `503 "${message}" during the outage, nothing listed; the request filed on retry, the letter by the reconciler, once each; ${filed} filed rows all have their workflow`;
}

/**
 * Temporal stops while a client uploads a file to a filed request (whose log goes through the
 * workflow): 503, and neither a row nor stored bytes are left. After the restart the upload and
 * its retry store the file once and log it once.
 */
export async function temporalStoppedDuringUpload(stack: FaultStack, uploadDir: string): Promise<string> {
  const id = await stack.fileCase();
  const file = { documentType: 'PHOTOS', name: `avaria-${randomUUID().slice(0, 6)}.png` };
  const stored = () => countStoredFiles(uploadDir);
  const before = { rows: await countRows(stack.db, 'case_files', { case_id: id }), bytes: stored() };
  await stack.temporal.stop('SIGTERM');
  let during: Awaited<ReturnType<typeof uploadRequestFile>>;
  try {
    during = await uploadRequestFile(stack.baseUrl, id, stack.as.client, file);
  } finally {
    await stack.temporal.start();
  }
  check(
    during.status === 503,
    `upload during the outage answered ${during.status} ${JSON.stringify(during.body)}`,
  );
  const afterOutage = { rows: await countRows(stack.db, 'case_files', { case_id: id }), bytes: stored() };
  check(afterOutage.rows === before.rows, `the failed upload left ${afterOutage.rows - before.rows} row(s)`);
  check(
    afterOutage.bytes === before.bytes,
    `the failed upload left ${afterOutage.bytes - before.bytes} stored file(s)`,
  );
  const first = await eventually('the upload going through after the restart', async () => {
    const r = await uploadRequestFile(stack.baseUrl, id, stack.as.client, file);
    return r.status === 201 ? r : undefined;
  });
  check(first !== undefined, 'no upload after the restart');
  const retry = await uploadRequestFile(stack.baseUrl, id, stack.as.client, file);
  check(
    retry.status === 201 && retry.body.id === first.body.id,
    `the retried upload answered ${retry.status}`,
  );
  const rows = await countRows(stack.db, 'case_files', { case_id: id });
  check(rows === before.rows + 1, `the file is stored ${rows - before.rows} times`);
  check(stored() === before.bytes + 1, `${stored() - before.bytes} files on disk for one upload`);
  const logged = await eventually('the file in the case log', async () => {
    const { n } = (await stack
      .db('case_events')
      .where({ caseKind: 'reimbursement', caseId: id, action: 'FILE_ADDED' })
      .whereRaw(`payload->>'fileId' = ?`, [first.body.id])
      .count({ n: '*' })
      .first()) as { n: string };
    return Number(n) || undefined;
  });
  check(logged === 1, `the file is logged ${logged} times`);
  await assertFilingsWhole(stack.db, stack.temporalClient);
  return '503 during the outage with no row or bytes left; after it, one row, one stored file, one log entry for an upload and its retry';
}

function countStoredFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .reduce((n, d) => n + fs.readdirSync(`${dir}/${d.name}`).length, 0);
}
