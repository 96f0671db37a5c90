import { Client } from '@temporalio/client';
import { connectTemporal } from './temporal-connection';
import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { JOB_QUEUES, type JobQueueName } from '@claims/domain';
import { createDatabase } from '@claims/db';
import { caseDataConverter } from '@claims/workflows';
import type { ApiConfig } from './config';
import { NotificationEvents } from './notification-events';
import { sessionEndedChannel, SessionStreams, type SessionEnded } from './session-streams';

/** Everything a route may reach, built once per process and handed to the app. */
export interface ApiDeps {
  config: ApiConfig;
  log: Logger;
  db: Knex;
  temporal: Client;
  redis: IORedis;
  queues: Record<JobQueueName, Queue>;
  /** New in-app notifications as the jobs worker announces them (for the SSE stream). */
  notificationEvents: NotificationEvents;
  /** The notification streams this process holds open, each tied to its session. */
  sessionStreams: SessionStreams;
  /** Announces to every api replica that sessions ended, so their streams close now. */
  sessionEnded(ended: SessionEnded): Promise<void>;
  close(): Promise<void>;
}

export async function createDeps(config: ApiConfig, log: Logger): Promise<ApiDeps> {
  const db = createDatabase(config.DATABASE_URL, { max: 20 });
  const connection = await connectTemporal(config.TEMPORAL_ADDRESS, log);
  // Payloads (bank data, messages) are encrypted before they reach Temporal (issue 17).
  const temporal = new Client({
    connection,
    namespace: config.TEMPORAL_NAMESPACE,
    dataConverter: caseDataConverter(process.env),
  });
  // Fail fast on a lost Redis instead of queueing commands forever behind a request.
  const redis = new IORedis(config.REDIS_URL, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: true,
  });
  await redis.connect();
  const queues = Object.fromEntries(
    Object.values(JOB_QUEUES).map((name) => [
      name,
      new Queue(name, { connection: redis, prefix: config.REDIS_PREFIX }),
    ]),
  ) as Record<JobQueueName, Queue>;
  const sessionStreams = new SessionStreams({
    perUser: config.STREAMS_PER_USER,
    total: config.STREAMS_TOTAL,
  });
  const notificationEvents = new NotificationEvents(config.REDIS_URL, config.REDIS_PREFIX, (ended) =>
    sessionStreams.end(ended),
  );
  // Catches what no announcement covers: expiry, the idle timeout, a row changed by hand.
  let sweeping: Promise<void> = Promise.resolve();
  const sweep = setInterval(() => {
    sweeping = sessionStreams
      .sweep(db, config.SESSION_IDLE_MINUTES)
      .catch((err) => log.warn({ err }, 'stream session check failed'));
  }, config.STREAM_SESSION_CHECK_MS);
  sweep.unref();
  return {
    config,
    log,
    db,
    temporal,
    redis,
    queues,
    notificationEvents,
    sessionStreams,
    async sessionEnded(ended) {
      sessionStreams.end(ended);
      // Best effort: other replicas' streams also close at their next check.
      await redis
        .publish(sessionEndedChannel(config.REDIS_PREFIX), JSON.stringify(ended))
        .catch((err) => log.warn({ err }, 'session end announcement failed'));
    },
    async close() {
      clearInterval(sweep);
      await sweeping;
      sessionStreams.endAll();
      notificationEvents.close();
      await Promise.all(Object.values(queues).map((q) => q.close()));
      redis.disconnect();
      await connection.close();
      await db.destroy();
    },
  };
}
