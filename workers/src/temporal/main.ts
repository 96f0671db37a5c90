import { DefaultLogger, NativeConnection, Runtime } from '@temporalio/worker';
import { createDatabase } from '@claims/db';
import { loadWorkersConfig } from '../config';
import { createLogger } from '../logger';
import { createCaseWorker } from './create-worker';

async function main() {
  const config = loadWorkersConfig();
  const log = createLogger('temporal-worker', config.LOG_LEVEL);
  // The SDK narrates every bundling step and state change at INFO; keep its own log to warnings
  // unless someone is debugging.
  Runtime.install({
    logger: new DefaultLogger(
      config.LOG_LEVEL === 'debug' || config.LOG_LEVEL === 'trace' ? 'DEBUG' : 'WARN',
    ),
  });
  const db = createDatabase(config.DATABASE_URL, { max: 10 });
  const connection = await NativeConnection.connect({ address: config.TEMPORAL_ADDRESS });
  const worker = await createCaseWorker({
    connection,
    namespace: config.TEMPORAL_NAMESPACE,
    taskQueue: config.TEMPORAL_TASK_QUEUE,
    db,
    workflowBundle: config.WORKFLOW_BUNDLE_PATH ? { codePath: config.WORKFLOW_BUNDLE_PATH } : undefined,
    maxCachedWorkflows: config.TEMPORAL_MAX_CACHED_WORKFLOWS,
  });
  // SIGINT/SIGTERM: the SDK stops polling and lets running activities finish before run() resolves.
  log.info(
    { taskQueue: config.TEMPORAL_TASK_QUEUE, address: config.TEMPORAL_ADDRESS },
    'temporal worker polling',
  );
  await worker.run();
  await connection.close();
  await db.destroy();
  log.info('temporal worker stopped');
}

main().catch((err) => {
  console.error(`temporal worker failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
