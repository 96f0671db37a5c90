import { Queue, type Worker } from 'bullmq';
import IORedis from 'ioredis';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { JOB_QUEUES } from '@claims/domain';
import { createDatabase } from '@claims/db';
import type { WorkersConfig } from '../config';
import { createJobWorkers } from './create-job-workers';
import { startOutboxRelay } from './outbox-relay';
import { createProcessors } from './processors';

export interface RunningJobs {
  workers: Worker[];
  /** Finishes the jobs in hand (or abandons them with `force`, as a killed process would). */
  stop(opts?: { force?: boolean }): Promise<void>;
}

type JobsConfig = Pick<
  WorkersConfig,
  | 'NODE_ENV'
  | 'DATABASE_URL'
  | 'REDIS_URL'
  | 'REDIS_PREFIX'
  | 'PUBLIC_URL'
  | 'SMTP_URL'
  | 'MAIL_FROM'
  | 'OUTBOX_POLL_MS'
  | 'OUTBOX_STALE_MS'
  | 'JOB_ATTEMPTS'
  | 'JOB_BACKOFF_MS'
  | 'JOB_LOCK_MS'
>;

/** The jobs worker's moving parts: BullMQ workers, the outbox relay and sweeper, the mailer. */
export async function startJobs(
  config: JobsConfig,
  log: Logger,
  // Tests beside others on one database relay only their own rows, so they turn the loop off.
  opts: { relay?: boolean } = {},
): Promise<RunningJobs> {
  const db = createDatabase(config.DATABASE_URL, { max: 10 });
  // BullMQ workers block on Redis; they need their own connection with no retry limit per request.
  const connection = new IORedis(config.REDIS_URL, { maxRetriesPerRequest: null });
  const publisher = new IORedis(config.REDIS_URL, { maxRetriesPerRequest: 1 });
  const mailer = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  if (!mailer) log.warn('SMTP_URL is not set: notifications are in-app only, no e-mail is sent');
  const processors = createProcessors({
    db,
    log,
    mailer,
    publisher,
    redisPrefix: config.REDIS_PREFIX,
    publicUrl: config.PUBLIC_URL,
    mailFrom: config.MAIL_FROM,
    debugLinks: config.NODE_ENV !== 'production',
  });
  const workers = createJobWorkers({
    connection,
    prefix: config.REDIS_PREFIX,
    log,
    processors,
    lockDurationMs: config.JOB_LOCK_MS,
  });
  const queue = new Queue(JOB_QUEUES.notifications, { connection, prefix: config.REDIS_PREFIX });
  const relay =
    opts.relay === false
      ? { stop: async () => {} }
      : startOutboxRelay({
          db,
          queue,
          log,
          pollMs: config.OUTBOX_POLL_MS,
          staleMs: config.OUTBOX_STALE_MS,
          job: { attempts: config.JOB_ATTEMPTS, backoffMs: config.JOB_BACKOFF_MS },
        });
  return {
    workers,
    async stop(opts = {}) {
      await relay.stop();
      await Promise.all(workers.map((w) => w.close(opts.force)));
      await queue.close();
      mailer?.close();
      publisher.disconnect();
      connection.disconnect();
      await db.destroy();
    },
  };
}
