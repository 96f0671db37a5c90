import fs from 'node:fs';
import path from 'node:path';
import IORedis from 'ioredis';
import { startDaemon, stopProcess } from './child';
import { isPortOpen, waitFor } from './net';
import { redactUrl } from './postgres';
import { DATA_DIR } from './paths';
import { StackProblem } from './problem';
import type { RunningService } from './service';
import { throwAwayServer } from './throw-away-server';
import { redisServerBinary } from './tools';

const EMBEDDED_PORT = Number(process.env.EMBEDDED_REDIS_PORT ?? 56379);

/** REDIS_URL if set; else the Redis on 127.0.0.1:6379; else a redis-server of our own in .data/. */
export async function ensureRedis(options: { private: boolean }): Promise<RunningService> {
  if (process.env.REDIS_URL) {
    if (!(await answersPing(process.env.REDIS_URL))) {
      throw new StackProblem(
        `Cannot reach Redis at REDIS_URL (${redactUrl(process.env.REDIS_URL)}): start that server, fix the URL, or unset REDIS_URL to use a local one.`,
      );
    }
    return { name: 'Redis', url: process.env.REDIS_URL, source: 'configured' };
  }
  if (await isPortOpen(6379)) {
    if (!(await answersPing('redis://127.0.0.1:6379'))) {
      throw new StackProblem(
        'Something listens on 127.0.0.1:6379 but does not answer as Redis: stop it or set REDIS_URL.',
      );
    }
    return { name: 'Redis', url: 'redis://127.0.0.1:6379', source: 'local' };
  }
  if (options.private) {
    // A test run on a machine without Redis gets a throw-away server of its own.
    return throwAwayServer('redis', startRedis);
  }
  return startRedis(EMBEDDED_PORT, path.join(DATA_DIR, 'redis'));
}

/** How every redis-server we start runs: append-only with noeviction, since queued jobs are data, not cache. */
export function redisServerArgs(port: number, dir: string): string[] {
  return [
    '--port',
    String(port),
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
  ];
}

async function startRedis(port: number, dir: string): Promise<RunningService> {
  const url = `redis://127.0.0.1:${port}`;
  if (await isPortOpen(port)) {
    if (await answersPing(url)) return { name: 'Redis', url, source: 'embedded' };
    throw new StackProblem(`Port ${port} is in use by something else: free it or set EMBEDDED_REDIS_PORT.`);
  }
  const binary = redisServerBinary();
  fs.mkdirSync(dir, { recursive: true });
  const child = startDaemon(binary, redisServerArgs(port, dir), path.join(DATA_DIR, `redis-${port}.log`));
  await waitFor('Redis', () => answersPing(url), 15_000);
  return { name: 'Redis', url, source: 'embedded', stop: () => stopProcess(child) };
}

export async function answersPing(url: string): Promise<boolean> {
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
