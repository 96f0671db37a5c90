import { NativeConnection, Worker } from '@temporalio/worker';
import pg from 'pg';
import { createBareActivities } from './activities';

/**
 * The bare workflow's worker, a process of its own as the case worker is: `npm run bench` starts
 * it with BARE_DATABASE_URL, TEMPORAL_ADDRESS and BARE_TASK_QUEUE.
 */
async function main() {
  const pool = new pg.Pool({ connectionString: process.env.BARE_DATABASE_URL, max: 10 });
  const connection = await NativeConnection.connect({ address: process.env.TEMPORAL_ADDRESS });
  const worker = await Worker.create({
    connection,
    namespace: process.env.TEMPORAL_NAMESPACE ?? 'default',
    taskQueue: process.env.BARE_TASK_QUEUE as string,
    workflowsPath: require.resolve('./workflows'),
    activities: createBareActivities(pool),
  });
  process.once('SIGTERM', () => worker.shutdown());
  console.log('bare worker ready');
  await worker.run();
  await connection.close();
  await pool.end();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
