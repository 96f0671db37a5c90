import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { Client, Connection, WithStartWorkflowOperation } from '@temporalio/client';
import { startAppProcess } from '../app-process';
import { COMMAND_CONCURRENCY, COMMAND_SECONDS, CREATION_CONCURRENCY, CREATION_SECONDS } from '../cases';
import { closedLoop, type LatencySummary } from '../latency';
import { recordRowUpdate, type bareWorkflow } from './workflows';

export interface BareFigures {
  /** Update-with-start of a new bare workflow, as many in parallel as the filings. */
  filing: LatencySummary;
  /** An update on a running bare workflow, one at a time, then as many at once as the commands. */
  updateAlone: LatencySummary;
  update: LatencySummary;
}

const WORKER_ENTRY = 'scripts/src/bench/bare-workflow/worker.ts';

/**
 * The engine's own floor on this machine, on the same Temporal server as the cases: a worker
 * process of its own running the bare workflow, loaded the way the bench loads filings and
 * commands.
 */
export async function measureBareWorkflow(env: NodeJS.ProcessEnv): Promise<BareFigures> {
  const ownerUrl = env.DATABASE_OWNER_URL as string;
  const admin = new pg.Client({ connectionString: ownerUrl });
  await admin.connect();
  await admin.query(
    'create table if not exists bench_bare_rows (id bigserial primary key, workflow_id text, note text)',
  );
  await admin.end();
  const taskQueue = `bare-${env.TEST_RUN_ID}`;
  const worker = startAppProcess('bare-worker', WORKER_ENTRY, {
    ...env,
    BARE_DATABASE_URL: ownerUrl,
    BARE_TASK_QUEUE: taskQueue,
  });
  const connection = await Connection.connect({ address: env.TEMPORAL_ADDRESS });
  const client = new Client({ connection, namespace: env.TEMPORAL_NAMESPACE ?? 'default' });
  const start = (workflowId: string) =>
    client.workflow.executeUpdateWithStart(recordRowUpdate, {
      args: ['filed'],
      startWorkflowOperation: new WithStartWorkflowOperation<typeof bareWorkflow>('bareWorkflow', {
        workflowId,
        taskQueue,
        workflowIdConflictPolicy: 'USE_EXISTING',
      }),
    });
  try {
    await waitForReady(worker);
    // The first update-with-start waits for the worker to poll: not part of any figure.
    await start(`bare-warm-${randomUUID()}`);
    const filing = await closedLoop(CREATION_CONCURRENCY, CREATION_SECONDS * 1000, async () => {
      await start(`bare-${randomUUID()}`);
    });
    const cases = Array.from({ length: COMMAND_CONCURRENCY }, () => `bare-case-${randomUUID()}`);
    for (const id of cases) await start(id);
    const update = (worker: number) =>
      client.workflow.getHandle(cases[worker]!).executeUpdate(recordRowUpdate, { args: ['command'] });
    const updateAlone = await closedLoop(1, 5_000, async (w) => void (await update(w)));
    const concurrent = await closedLoop(
      COMMAND_CONCURRENCY,
      COMMAND_SECONDS * 1000,
      async (w) => void (await update(w)),
    );
    return { filing, updateAlone, update: concurrent };
  } finally {
    await connection.close();
    await worker.stop();
  }
}

async function waitForReady(worker: ReturnType<typeof startAppProcess>, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (!worker.output().includes('bare worker ready')) {
    if (worker.child.exitCode !== null) throw new Error(`the bare worker exited:\n${worker.output()}`);
    if (Date.now() > until) throw new Error(`the bare worker did not start:\n${worker.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
