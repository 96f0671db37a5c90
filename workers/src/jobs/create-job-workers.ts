import { Worker } from 'bullmq';
import type IORedis from 'ioredis';
import type { Logger } from 'pino';
import { JOB_QUEUES } from '@claims/domain';
import { jobProcessor, type Processor } from './processors';

/** One BullMQ worker per queue, all on the given blocking connection. */
export function createJobWorkers(opts: {
  connection: IORedis;
  prefix: string;
  log: Logger;
  processors?: Record<string, Processor>;
  /** How long a job stays claimed without a heartbeat: a killed worker's job runs again after it. */
  lockDurationMs?: number;
}): Worker[] {
  const lock = opts.lockDurationMs ?? 30_000;
  return Object.values(JOB_QUEUES).map((queue) => {
    const worker = new Worker(queue, jobProcessor(opts.log, opts.processors), {
      connection: opts.connection,
      prefix: opts.prefix,
      concurrency: 4,
      lockDuration: lock,
      stalledInterval: lock,
    });
    worker.on('failed', (job, err) =>
      opts.log.warn({ queue, jobId: job?.id, attempts: job?.attemptsMade, err: err.message }, 'job failed'),
    );
    // Without a listener an 'error' (a lock lost to a slow job, Redis going away) is thrown by the
    // event emitter and ends the process; BullMQ carries on once it is logged.
    worker.on('error', (err) => opts.log.error({ queue, err: err.message }, 'job worker error'));
    return worker;
  });
}
