import fs from 'node:fs';
import path from 'node:path';
import IORedis from 'ioredis';
import { startDaemon, stopProcess } from './child';
import { isPortOpen, waitFor } from './net';
import { DATA_DIR } from './paths';
import { StackProblem } from './problem';
import type { RunningService } from './service';
import { redisServerBinary } from './tools';

const EMBEDDED_PORT = Number(process.env.EMBEDDED_REDIS_PORT ?? 56379);

/** REDIS_URL if set; else the Redis on 127.0.0.1:6379; else a redis-server of our own in .data/. */
export async function ensureRedis(): Promise<RunningService> {
  if (process.env.REDIS_URL) return { name: 'Redis', url: process.env.REDIS_URL, source: 'configured' };
  if (await isPortOpen(6379)) {
    if (!(await answersPing('redis://127.0.0.1:6379'))) {
      throw new StackProblem(
        'Something listens on 127.0.0.1:6379 but does not answer as Redis: stop it or set REDIS_URL.',
      );
    }
    return { name: 'Redis', url: 'redis://127.0.0.1:6379', source: 'local' };
  }
  const url = `redis://127.0.0.1:${EMBEDDED_PORT}`;
  if (await isPortOpen(EMBEDDED_PORT)) {
    if (await answersPing(url)) return { name: 'Redis', url, source: 'embedded' };
    throw new StackProblem(
      `Port ${EMBEDDED_PORT} is in use by something else: free it or set EMBEDDED_REDIS_PORT.`,
    );
  }
  const binary = redisServerBinary();
  const dir = path.join(DATA_DIR, 'redis');
  fs.mkdirSync(dir, { recursive: true });
  // Append-only with noeviction: queued jobs are data, not cache.
  const child = startDaemon(
    binary,
    [
      '--port',
      String(EMBEDDED_PORT),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--appendonly',
      'yes',
      '--maxmemory-policy',
      'noeviction',
      '--save',
      '',
    ],
    path.join(DATA_DIR, 'redis.log'),
  );
  await waitFor('Redis', () => answersPing(url), 15_000);
  return { name: 'Redis', url, source: 'embedded', stop: () => stopProcess(child) };
}

async function answersPing(url: string): Promise<boolean> {
  const client = new IORedis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    retryStrategy: () => null,
  });
  client.on('error', () => {}); // a refused probe is an answer, not an error to print
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}
