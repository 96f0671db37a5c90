import fs from 'node:fs';
import path from 'node:path';
import { Connection } from '@temporalio/client';
import { startDaemon, stopProcess } from './child';
import { freePort, isPortOpen, waitFor } from './net';
import { DATA_DIR } from './paths';
import { StackProblem } from './problem';
import type { RunningService } from './service';
import { temporalCli } from './tools';
import { choose, readMarker, remember } from './data-owner';

const UI_PORT = 8233;
const EMBEDDED_PORT = Number(process.env.EMBEDDED_TEMPORAL_PORT ?? 57233);

/**
 * TEMPORAL_ADDRESS if set; else the server `.data` belongs to (data-owner.ts), else the server on
 * 127.0.0.1:7233; else `temporal server start-dev` with its SQLite file in .data/, so cases and
 * their timers survive a restart.
 */
export async function ensureTemporal(options: {
  private: boolean;
}): Promise<RunningService & { uiUrl: string }> {
  if (process.env.TEMPORAL_ADDRESS) {
    if (!(await answers(process.env.TEMPORAL_ADDRESS))) {
      throw new StackProblem(
        `Cannot reach Temporal at TEMPORAL_ADDRESS (${process.env.TEMPORAL_ADDRESS}): start that server, fix the address, or unset TEMPORAL_ADDRESS to start a local dev server.`,
      );
    }
    return {
      name: 'Temporal',
      url: process.env.TEMPORAL_ADDRESS,
      source: 'configured',
      uiUrl: process.env.TEMPORAL_UI_URL ?? '',
    };
  }
  if (options.private) return startPrivate();
  const localOpen = await isPortOpen(7233);
  // The server whose workflows belong to this .data's cases, once known (issue 17).
  const choice = choose(readMarker(DATA_DIR).temporal, localOpen);
  if ('problem' in choice)
    throw new StackProblem(
      `The cases in ${DATA_DIR} have their workflows on the Temporal at 127.0.0.1:7233, which does not answer: start it again, set TEMPORAL_ADDRESS, or move ${DATA_DIR} away to start afresh.`,
    );
  if (choice.use === 'local') {
    const address = '127.0.0.1:7233';
    if (!(await answers(address)))
      throw new StackProblem(
        'Port 7233 is in use but no Temporal server answers there: stop what uses it or set TEMPORAL_ADDRESS.',
      );
    remember(DATA_DIR, 'temporal', 'local');
    return { name: 'Temporal', url: address, source: 'local', uiUrl: `http://localhost:${UI_PORT}` };
  }
  // Our own server on its SQLite file: on 7233 when free, else (another server appeared there)
  // on EMBEDDED_TEMPORAL_PORT, with the Web UI one port above.
  const port = localOpen ? EMBEDDED_PORT : 7233;
  const uiPort = localOpen ? EMBEDDED_PORT + 1 : UI_PORT;
  const address = `127.0.0.1:${port}`;
  if (localOpen && (await isPortOpen(port)))
    throw new StackProblem(
      `Another Temporal server answers on 7233 and port ${port} is in use too: free it or set EMBEDDED_TEMPORAL_PORT; this .data's workflows are in its own Temporal.`,
    );
  if (await isPortOpen(uiPort))
    throw new StackProblem(`Port ${uiPort} (Temporal Web UI) is in use: free it or set TEMPORAL_ADDRESS.`);
  remember(DATA_DIR, 'temporal', 'embedded');
  const cli = temporalCli();
  const dir = path.join(DATA_DIR, 'temporal');
  fs.mkdirSync(dir, { recursive: true });
  const child = startDaemon(
    cli,
    devServerArgs(port, { uiPort, dbFile: path.join(dir, 'temporal.db'), logLevel: 'warn' }),
    path.join(DATA_DIR, 'temporal.log'),
  );
  await waitFor('the Temporal dev server', () => answers(address), 60_000);
  return {
    name: 'Temporal',
    url: address,
    source: 'embedded',
    uiUrl: `http://localhost:${uiPort}`,
    stop: () => stopProcess(child, 3_000),
  };
}

/**
 * A throw-away dev server for one test run: a free port, in-memory storage, no Web UI. A shared
 * server could be stopped by whichever run started it while another still uses it.
 */
async function startPrivate(): Promise<RunningService & { uiUrl: string }> {
  const port = await freePort();
  const address = `127.0.0.1:${port}`;
  fs.mkdirSync(DATA_DIR, { recursive: true });
  const child = startDaemon(
    temporalCli(),
    devServerArgs(port, { logLevel: 'warn' }),
    path.join(DATA_DIR, `temporal-${port}.log`),
  );
  await waitFor('a Temporal dev server for the tests', () => answers(address), 60_000);
  return {
    name: 'Temporal',
    url: address,
    source: 'embedded',
    uiUrl: '',
    stop: async () => {
      await stopProcess(child, 3_000);
      fs.rmSync(path.join(DATA_DIR, `temporal-${port}.log`), { force: true });
    },
  };
}

/**
 * `temporal server start-dev` on 127.0.0.1:`port`: on its SQLite `dbFile` if given, else in
 * memory; with the Web UI on `uiPort` if given, else headless.
 */
export function devServerArgs(
  port: number,
  o: { logLevel: 'warn' | 'error'; dbFile?: string; uiPort?: number },
): string[] {
  return [
    'server',
    'start-dev',
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    ...(o.uiPort ? ['--ui-port', String(o.uiPort)] : ['--headless']),
    '--log-level',
    o.logLevel,
    ...(o.dbFile ? ['--db-filename', o.dbFile] : []),
  ];
}

export async function answers(address: string): Promise<boolean> {
  try {
    const connection = await Connection.connect({ address, connectTimeout: '1 second' });
    try {
      await connection.workflowService.getSystemInfo({});
      return true;
    } finally {
      await connection.close();
    }
  } catch {
    return false;
  }
}
