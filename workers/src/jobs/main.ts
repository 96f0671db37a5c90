import { JOB_QUEUES } from '@claims/domain';
import { loadWorkersConfig } from '../config';
import { createLogger } from '../logger';
import { startJobs } from './start-jobs';

async function main() {
  const config = loadWorkersConfig();
  const log = createLogger('jobs-worker', config.LOG_LEVEL);
  const jobs = await startJobs(config, log);
  log.info(
    { queues: Object.values(JOB_QUEUES), prefix: config.REDIS_PREFIX, mail: Boolean(config.SMTP_URL) },
    'jobs worker listening',
  );

  const stop = async () => {
    log.info('jobs worker draining');
    // close() waits for the jobs in hand to finish; nothing new is taken meanwhile.
    await jobs.stop();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((err) => {
  console.error(`jobs worker failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
