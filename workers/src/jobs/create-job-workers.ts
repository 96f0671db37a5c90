import { Worker } from 'bullmq';
import type IORedis from 'ioredis';
import type { Logger } from 'pino';
import { JOB_QUEUES } from '@claims/domain';
import { jobProcessor } from './processors';

/** One BullMQ worker per queue, all on the given blocking connection. */
export function createJobWorkers(opts: { connection: IORedis; prefix: string; log: Logger }): Worker[] {
  return Object.values(JOB_QUEUES).map((queue) => {
    const worker = new Worker(queue, jobProcessor(opts.log), {
      connection: opts.connection,
      prefix: opts.prefix,
      concurrency: 4,
    });
    worker.on('failed', (job, err) =>
      opts.log.warn({ queue, jobId: job?.id, err: err.message }, 'job failed'),
    );
    return worker;
  });
}
