import { Worker } from 'bullmq';
import IORedis from 'ioredis';
import { JOB_QUEUES } from '@claims/domain';
import { loadWorkersConfig } from '../config';
import { createLogger } from '../logger';
import { jobProcessor } from './processors';

async function main() {
  const config = loadWorkersConfig();
  const log = createLogger('jobs-worker', config.LOG_LEVEL);
  // BullMQ workers block on Redis; they need their own connection with no retry limit per request.
  const connection = new IORedis(config.REDIS_URL, { maxRetriesPerRequest: null });
  const workers = Object.values(JOB_QUEUES).map(
    (queue) =>
      new Worker(queue, jobProcessor(log), {
        connection,
        prefix: config.REDIS_PREFIX,
        concurrency: 4,
      }),
  );
  for (const w of workers) w.on('failed', (job, err) => log.warn({ queue: w.name, jobId: job?.id, err: err.message }, 'job failed'));
  log.info({ queues: Object.values(JOB_QUEUES), prefix: config.REDIS_PREFIX }, 'jobs worker listening');

  const stop = async () => {
    log.info('jobs worker draining');
    // close() waits for the jobs in hand to finish; nothing new is taken meanwhile.
    await Promise.all(workers.map((w) => w.close()));
    await connection.quit();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((err) => {
  console.error(`jobs worker failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
