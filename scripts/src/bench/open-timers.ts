import type { Knex } from 'knex';
import { Client, Connection, WithStartWorkflowOperation } from '@temporalio/client';
import {
  caseDataConverter,
  creationRecordedUpdate,
  reimbursementWorkflowId,
  type reimbursementRequestWorkflow,
} from '@claims/workflows';
import type { AppProcess } from './app-process';

const BATCH = 200;
// The figure is taken when every case is started or this much time has passed, whichever first:
// 10 000 cases took 258 s on an idle machine (150 s stopped at 6 600, short of the target's count).
const BUDGET_MS = Number(process.env.BENCH_OPEN_SECONDS ?? 360) * 1000;

export interface OpenTimersFigures {
  cases: number;
  startSeconds: number;
  rssBytes: number;
  rssBeforeBytes: number;
}

/**
 * Open cases parked on their timers (SLA, document waits, time bar), all on one worker: a
 * workflow per seeded open request, started as filing would start it, then the worker's resident
 * memory once every one of them has written its first projection and sleeps.
 */
export async function measureOpenTimers(
  db: Knex,
  env: NodeJS.ProcessEnv,
  worker: AppProcess,
  count: number,
): Promise<OpenTimersFigures> {
  const rssBeforeBytes = worker.rss();
  const rows: { id: string; office: 'BR'; dischargeDate: string }[] = await db('reimbursement_requests')
    .where('reference', 'like', 'RR-BENCH-%')
    .whereNull('closedAt')
    .where('projectedSeq', 0)
    .orderBy('createdAt', 'desc')
    .limit(count)
    .select('id', 'office', db.raw("to_char(discharge_date, 'YYYY-MM-DD') as discharge_date"));
  // A small run (--sizes 10k) holds fewer open requests than asked: the figure names how many it had.
  const createdBy = (await db('users').where({ email: 'client@example.com' }).first('id')).id as string;
  const connection = await Connection.connect({ address: env.TEMPORAL_ADDRESS });
  const client = new Client({
    connection,
    namespace: env.TEMPORAL_NAMESPACE ?? 'default',
    dataConverter: caseDataConverter(env),
  });
  const started = performance.now();
  const deadline = started + BUDGET_MS;
  let reached = 0;
  try {
    // Started as filing starts them (update-with-start, answered once the workflow has recorded
    // its creation), a batch at a time, so the budget ends with every started case asleep on its
    // timers rather than a backlog of first tasks. (The seeded requests already hold log entries,
    // so the projection leaves their rows as they are: the update, not the row, says it ran.)
    for (let next = 0; next < rows.length && performance.now() < deadline;) {
      const batch = rows.slice(next, next + BATCH);
      // Settled, not all: a start refused under load must not close the connection while the
      // others still retry on it (their retries then throw from a timer and end the process).
      const outcomes = await Promise.allSettled(
        batch.map((row) =>
          client.workflow.executeUpdateWithStart(creationRecordedUpdate, {
            startWorkflowOperation: new WithStartWorkflowOperation<typeof reimbursementRequestWorkflow>(
              'reimbursementRequestWorkflow',
              {
                workflowId: reimbursementWorkflowId(row.id),
                workflowIdConflictPolicy: 'USE_EXISTING',
                taskQueue: env.TEMPORAL_TASK_QUEUE as string,
                args: [
                  { requestId: row.id, office: row.office, createdBy, dischargeDate: row.dischargeDate },
                ],
              },
            ),
          }),
        ),
      );
      next += batch.length;
      const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
      if (refused.length === batch.length) throw refused[0]!.reason;
      reached += batch.length - refused.length;
    }
  } finally {
    await connection.close();
  }
  const startSeconds = Math.round((performance.now() - started) / 100) / 10;
  // Settled: the highest of a few samples, after the last activations have been cached.
  let rssBytes = 0;
  for (let i = 0; i < 5; i++) {
    await new Promise((r) => setTimeout(r, 1000));
    rssBytes = Math.max(rssBytes, worker.rss());
  }
  return { cases: reached, startSeconds, rssBytes, rssBeforeBytes };
}
