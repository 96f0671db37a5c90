import type { Knex } from 'knex';
import type { Client } from '@temporalio/client';
import { reimbursementStateQuery, reimbursementWorkflowId } from '@claims/workflows';
import type { SunkMail } from '@claims/workers/testing/mail-sink';

/**
 * What must hold after any fault: the case's projection (its row and its log) says exactly what
 * its workflow says, every step of the log is there once, and no e-mail went out twice.
 */
export async function assertCaseConsistent(db: Knex, temporal: Client, requestId: string): Promise<void> {
  const view = await temporal.workflow
    .getHandle(reimbursementWorkflowId(requestId))
    .query(reimbursementStateQuery);
  const row = await db('reimbursement_requests')
    .where({ id: requestId })
    .first('analysisStatus', 'projectedSeq');
  const seqs: number[] = await db('case_events')
    .where({ caseKind: 'reimbursement', caseId: requestId })
    .orderBy('seq')
    .pluck('seq');
  const expected = Array.from({ length: view.seq }, (_, i) => i + 1);
  check(row.analysisStatus === view.status, `projection says ${row.analysisStatus}, workflow ${view.status}`);
  check(row.projectedSeq === view.seq, `projection at step ${row.projectedSeq}, workflow at ${view.seq}`);
  check(
    JSON.stringify(seqs) === JSON.stringify(expected),
    `log steps ${JSON.stringify(seqs)}, expected 1..${view.seq} once each`,
  );
}

/** Each log entry of `action` on the case, counted. */
export async function countEvents(db: Knex, requestId: string, action: string): Promise<number> {
  const { n } = (await db('case_events')
    .where({ caseKind: 'reimbursement', caseId: requestId, action })
    .count({ n: '*' })
    .first()) as { n: string };
  return Number(n);
}

/** Every outbox row delivered, each as one notification per recipient and at most one e-mail each. */
export async function assertDeliveredOnce(db: Knex, mails: SunkMail[], since: Date): Promise<number> {
  const rows: { eventKey: string; deliveredAt: Date | null }[] = await db('outbox')
    .where('createdAt', '>=', since)
    .select('eventKey', 'deliveredAt');
  const undelivered = rows.filter((r) => !r.deliveredAt).map((r) => r.eventKey);
  check(undelivered.length === 0, `undelivered outbox rows: ${undelivered.join(', ')}`);
  const seen = new Map<string, number>();
  for (const m of mails) {
    if (!m.eventKey) continue;
    for (const to of m.to) seen.set(`${m.eventKey} → ${to}`, (seen.get(`${m.eventKey} → ${to}`) ?? 0) + 1);
  }
  const twice = [...seen].filter(([, n]) => n > 1).map(([k, n]) => `${k} ×${n}`);
  check(twice.length === 0, `e-mails sent more than once: ${twice.join(', ')}`);
  const duplicates = await db('notifications')
    .where('createdAt', '>=', since)
    .whereNotNull('eventKey')
    .select('userId', 'eventKey')
    .count({ n: '*' })
    .groupBy('userId', 'eventKey')
    .havingRaw('count(*) > 1');
  check(duplicates.length === 0, `notifications made twice: ${JSON.stringify(duplicates)}`);
  return rows.length;
}

export function check(ok: boolean, problem: string): asserts ok {
  if (!ok) throw new Error(problem);
}

/** Polls `probe` until it answers something truthy, or fails naming `what`. */
export async function eventually<T>(what: string, probe: () => Promise<T>, timeoutMs = 60_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < until) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (err) {
      last = err;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not happen within ${timeoutMs / 1000} s${last ? ` (${String(last)})` : ''}`);
}
