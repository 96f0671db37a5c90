import pino from 'pino';
import { loadApiConfig, createDeps, completeFilings, reportDrift } from '@claims/api';

/**
 * `npm run reconcile`: completes every filing left half-way now (no grace period) and prints
 * the open cases whose row and workflow disagree. Exit code 1 when drift remains.
 */
async function main() {
  const config = loadApiConfig();
  const log = pino({ name: 'reconcile', level: 'warn' });
  const deps = await createDeps(config, log);
  try {
    const reconcilerDeps = {
      db: deps.db,
      temporal: deps.temporal,
      log,
      taskQueue: config.TEMPORAL_TASK_QUEUE,
    };
    const filings = await completeFilings(reconcilerDeps, { graceMs: 0, limit: 10_000 });
    console.log(`filings completed: ${filings.completed.length}, still failing: ${filings.failed.length}`);
    for (const f of filings.failed) console.log(`  ${f.id}: ${f.error}`);
    const drift = await reportDrift(reconcilerDeps);
    console.log(`drift between rows and workflows: ${drift.length}`);
    for (const d of drift)
      console.log(
        `  ${d.kind} ${d.reference} (${d.id}): ${d.problem}, row step ${d.projectedSeq}, workflow step ${d.workflowSeq ?? '-'}`,
      );
    process.exitCode = drift.length || filings.failed.length ? 1 : 0;
  } finally {
    await deps.close();
  }
}

main().catch((err) => {
  console.error(`reconcile failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
