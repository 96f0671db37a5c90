import IORedis from 'ioredis';
import { JOB_QUEUES } from '@claims/domain';
import { loadWorkersConfig } from '../config';
import { createLogger } from '../logger';
import { createJobWorkers } from './create-job-workers';

async function main() {
  const config = loadWorkersConfig();
  const log = createLogger('jobs-worker', config.LOG_LEVEL);
  // BullMQ workers block on Redis; they need their own connection with no retry limit per request.
  const connection = new IORedis(config.REDIS_URL, { maxRetriesPerRequest: null });
  const workers = createJobWorkers({ connection, prefix: config.REDIS_PREFIX, log });
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
