import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import pino from 'pino';
import { JOB_NAMES, JOB_QUEUES, outboxJobId } from '@claims/domain';
import { testEnv } from '@claims/domain/testing/test-env';
import { loadWorkersConfig } from '../config';
import { startJobs, type RunningJobs } from '../jobs/start-jobs';
import { startMailSink, type MailSink } from './mail-sink';

export const TEST_PUBLIC_URL = 'https://claims.example.com';

export interface TestJobs {
  /** Give the api stack this prefix (`startTestStack({ REDIS_PREFIX })`) so it enqueues here. */
  redisPrefix: string;
  sink: MailSink;
  jobs: RunningJobs;
  /**
   * Delivers one outbox row through this worker. Its relay is off: the test database is shared,
   * and another file's worker must not take this file's rows (nor this one theirs). A row may
   * still be delivered by another file's relay, so assert on email_log, not on this sink.
   */
  deliver(eventKey: string): Promise<void>;
  stop(): Promise<void>;
}

/** A jobs worker on a Redis prefix of its own, mailing into a local sink, polling fast. */
export async function startTestJobs(): Promise<TestJobs> {
  const env = testEnv();
  const redisPrefix = `${env.redisPrefix}-jobs-${randomBytes(3).toString('hex')}`;
  const sink = await startMailSink();
  const config = loadWorkersConfig({
    DATABASE_URL: env.databaseUrl,
    REDIS_URL: env.redisUrl,
    REDIS_PREFIX: redisPrefix,
    PUBLIC_URL: TEST_PUBLIC_URL,
    SMTP_URL: sink.url,
    OUTBOX_POLL_MS: '100',
    JOB_BACKOFF_MS: '100',
  });
  const jobs = await startJobs(config, pino({ level: 'silent' }), { relay: false });
  const connection = new IORedis(env.redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue(JOB_QUEUES.notifications, { connection, prefix: redisPrefix });
  return {
    redisPrefix,
    sink,
    jobs,
    async deliver(eventKey) {
      await queue.add(
        JOB_NAMES.deliverNotification,
        { eventKey },
        { jobId: outboxJobId(eventKey), attempts: 3, backoff: { type: 'fixed', delay: 100 } },
      );
    },
    async stop() {
      await queue.close();
      connection.disconnect();
      await jobs.stop();
      await sink.stop();
    },
  };
}

/** Polls `check` every 100 ms until it answers something truthy. */
export async function until<T>(
  what: string,
  check: () => Promise<T | undefined | false | null>,
  ms = 20_000,
) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
