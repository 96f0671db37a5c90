import { type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import IORedis from 'ioredis';
import { startDaemon, stopProcess } from '../stack/child';
import { freePort, waitFor } from '../stack/net';
import { redisServerArgs } from '../stack/redis';
import { answers } from '../stack/temporal';
import { redisServerBinary, temporalCli } from '../stack/tools';

/** A server this suite owns and may stop and start again on the same port and data. */
export interface RestartableServer {
  url: string;
  start(): Promise<void>;
  /** SIGTERM (a clean stop) or SIGKILL (a crash). */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

/**
 * A Temporal dev server with its SQLite file in `dir`: histories and pending timers survive a
 * restart, as they do with `npm start`'s server.
 */
export async function privateTemporal(dir: string): Promise<RestartableServer> {
  const port = await freePort();
  const url = `127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const server: RestartableServer = {
    url,
    async start() {
      child = startDaemon(
        temporalCli(),
        [
          'server',
          'start-dev',
          '--ip',
          '127.0.0.1',
          '--port',
          String(port),
          '--headless',
          '--log-level',
          'error',
          '--db-filename',
          path.join(dir, 'temporal.db'),
        ],
        path.join(dir, 'temporal.log'),
      );
      await waitFor('the fault suite’s Temporal dev server', () => answers(url), 60_000);
    },
    async stop(signal = 'SIGTERM') {
      if (!child) return;
      if (signal === 'SIGKILL') child.kill('SIGKILL');
      await stopProcess(child, 5_000);
      child = undefined;
    },
  };
  fs.mkdirSync(dir, { recursive: true });
  await server.start();
  return server;
}

/** A redis-server with append-only persistence in `dir`, like the one `npm start` runs. */
export async function privateRedis(dir: string): Promise<RestartableServer> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const server: RestartableServer = {
    url,
    async start() {
      child = startDaemon(redisServerBinary(), redisServerArgs(port, dir), path.join(dir, 'redis.log'));
      await waitFor('the fault suite’s redis-server', () => pong(url), 15_000);
    },
    async stop(signal = 'SIGTERM') {
      if (!child) return;
      if (signal === 'SIGKILL') child.kill('SIGKILL');
      await stopProcess(child, 5_000);
      child = undefined;
    },
  };
  fs.mkdirSync(dir, { recursive: true });
  await server.start();
  return server;
}

async function pong(url: string): Promise<boolean> {
  const client = new IORedis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}
