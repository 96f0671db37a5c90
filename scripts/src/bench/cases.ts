import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { REQUIRED_FILES, requestBody, shippingRefs } from '@claims/api/testing/reimbursement-builders';
import { requestJson } from './http-client';
import { closedLoop, type LatencySummary } from './latency';

export const CREATION_CONCURRENCY = 16;
export const CREATION_SECONDS = 15;
export const COMMAND_CONCURRENCY = 8;
export const COMMAND_SECONDS = 15;

/**
 * Drafts ready to file, written straight into the tables (as the wizard would have left them:
 * the row and the five documents the claim needs), so the measurement is the filing alone.
 */
async function prepareDrafts(db: Knex, count: number, clientEmail: string): Promise<string[]> {
  const user = await db('users').where({ email: clientEmail }).first('id', 'clientId');
  const ids = Array.from({ length: count }, () => randomUUID());
  await db.batchInsert(
    'reimbursement_requests',
    ids.map((id, i) => ({
      id,
      reference: `RR-DRAFT-${String(i).padStart(7, '0')}`,
      office: 'BR',
      workflow_id: `reimbursement-${id}`,
      client_id: user.clientId,
      created_by: user.id,
      draft: true,
    })),
    1000,
  );
  await db.batchInsert(
    'case_files',
    ids.flatMap((id) =>
      REQUIRED_FILES.map(([documentType, name]) => ({
        case_kind: 'reimbursement',
        case_id: id,
        document_type: documentType,
        original_name: name,
        stored_name: randomUUID(),
        mime_type: 'application/pdf',
        size_bytes: 1000,
        uploaded_by: user.id,
      })),
    ),
    1000,
  );
  return ids;
}

async function post(url: string, headers: Record<string, string>, body: unknown, expected: number) {
  const answer = await requestJson(url, { method: 'POST', headers, body });
  if (answer.status !== expected)
    throw new Error(`${url} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
  return answer.body as { id: string };
}

export interface CreationFigures {
  filing: LatencySummary;
  created: string[];
}

/**
 * Case creation end to end, sustained: `POST /api/reimbursements` validates the claim, writes
 * the request and its items, starts its workflow and waits for the workflow's first projection.
 */
export async function measureCreation(
  db: Knex,
  baseUrl: string,
  client: Record<string, string>,
): Promise<CreationFigures> {
  const drafts = await prepareDrafts(db, 2000, 'client@example.com');
  const body = requestBody(await shippingRefs(db));
  const created: string[] = [];
  let failure: unknown;
  const filing = await closedLoop(CREATION_CONCURRENCY, CREATION_SECONDS * 1000, async () => {
    const draftId = drafts.pop();
    if (!draftId) throw new Error('out of drafts');
    try {
      created.push((await post(`${baseUrl}/api/reimbursements`, client, { ...body, draftId }, 201)).id);
    } catch (err) {
      failure ??= err;
      throw err;
    }
  });
  if (created.length === 0) throw failure;
  return { filing, created };
}

/**
 * A case command round trip: API → Workflow Update → projection written → response. Each loop
 * moves its own cases between two teams (transferResponsibility), a command always legal there.
 */
export async function measureCommands(
  baseUrl: string,
  staff: Record<string, string>,
  cases: string[],
  concurrency = COMMAND_CONCURRENCY,
  seconds = COMMAND_SECONDS,
): Promise<LatencySummary> {
  const teams = ['CLI_SSZ', 'CLI_SAO'];
  const turns = Array.from({ length: concurrency }, () => 0);
  return closedLoop(concurrency, seconds * 1000, async (worker) => {
    const id = cases[worker % cases.length] as string;
    const team = teams[turns[worker]!++ % 2];
    // Two loops never share a case: commands on one case run one at a time by design.
    await post(
      `${baseUrl}/api/reimbursements/${id}/actions/transferResponsibility`,
      { ...staff, 'Idempotency-Key': randomUUID() },
      { team },
      200,
    );
  });
}
