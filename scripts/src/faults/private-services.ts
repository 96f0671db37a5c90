import { type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startDaemon, stopProcess } from '../stack/child';
import { freePort, waitFor } from '../stack/net';
import { answersPing, redisServerArgs } from '../stack/redis';
import { answers, devServerArgs } from '../stack/temporal';
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
  return restartableServer(dir, url, {
    launch: () =>
      startDaemon(
        temporalCli(),
        devServerArgs(port, { dbFile: path.join(dir, 'temporal.db'), logLevel: 'error' }),
        path.join(dir, 'temporal.log'),
      ),
    ready: () => waitFor('the fault suite’s Temporal dev server', () => answers(url), 60_000),
  });
}

/** A redis-server with append-only persistence in `dir`, like the one `npm start` runs. */
export async function privateRedis(dir: string): Promise<RestartableServer> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  return restartableServer(dir, url, {
    launch: () => startDaemon(redisServerBinary(), redisServerArgs(port, dir), path.join(dir, 'redis.log')),
    ready: () => waitFor('the fault suite’s redis-server', () => answersPing(url), 15_000),
  });
}

/** Started at once; each start launches the server again on the same port and data, and waits until it answers. */
async function restartableServer(
  dir: string,
  url: string,
  server: { launch(): ChildProcess; ready(): Promise<void> },
): Promise<RestartableServer> {
  let child: ChildProcess | undefined;
  const restartable: RestartableServer = {
    url,
    async start() {
      child = server.launch();
      await server.ready();
    },
    async stop(signal = 'SIGTERM') {
      if (!child) return;
      if (signal === 'SIGKILL') child.kill('SIGKILL');
      await stopProcess(child, 5_000);
      child = undefined;
    },
  };
  fs.mkdirSync(dir, { recursive: true });
  await restartable.start();
  return restartable;
}
