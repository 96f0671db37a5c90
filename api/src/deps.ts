import { Client, Connection } from '@temporalio/client';
import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { JOB_QUEUES, type JobQueueName } from '@claims/domain';
import { createDatabase } from '@claims/db';
import type { ApiConfig } from './config';
import { NotificationEvents } from './notification-events';

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
  close(): Promise<void>;
}

export async function createDeps(config: ApiConfig, log: Logger): Promise<ApiDeps> {
  const db = createDatabase(config.DATABASE_URL, { max: 20 });
  const connection = await Connection.connect({
    address: config.TEMPORAL_ADDRESS,
    connectTimeout: '5 seconds',
  });
  const temporal = new Client({ connection, namespace: config.TEMPORAL_NAMESPACE });
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
  const notificationEvents = new NotificationEvents(config.REDIS_URL, config.REDIS_PREFIX);
  return {
    config,
    log,
    db,
    temporal,
    redis,
    queues,
    notificationEvents,
    async close() {
      notificationEvents.close();
      await Promise.all(Object.values(queues).map((q) => q.close()));
      redis.disconnect();
      await connection.close();
      await db.destroy();
    },
  };
}
