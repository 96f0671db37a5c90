import { execFile } from 'node:child_process';
import net from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort, isPortOpen } from './net';
import { DATA_DIR } from './paths';
import { choose, readMarker } from './data-owner';

/**
 * Issue 17: `npm start` switched databases under its own data when a PostgreSQL appeared on
 * 5432, while `.data/temporal` still held the workflows of the cases in the embedded cluster.
 * Here a `.data` that already has its embedded servers meets the PostgreSQL on 5432 and the
 * Temporal on 7233 of this machine: real processes, started as `npm start` starts them, keep to
 * its own servers.
 */
let dataDir: string;
beforeAll(() => {
  // Beside the test runs' own data (the embedded cluster's initdb must be able to enter it).
  dataDir = path.join(DATA_DIR, `test-data-owner-${process.pid}`);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o755 });
});
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Something answering on `port` for the duration of `fn`: the machine's own server if it runs one
 * (CI's PostgreSQL on 5432), else a bare listener, which is all `npm start` looks at before it
 * chooses (a Temporal on 7233 runs only beside a developer's `npm start`).
 */
async function whileAnswering<T>(port: number, fn: () => Promise<T>): Promise<T> {
  if (await isPortOpen(port)) return fn();
  const server = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve, reject) =>
    server.once('error', reject).listen(port, '127.0.0.1', resolve),
  );
  try {
    expect(await isPortOpen(port)).toBe(true);
    return await fn();
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/** Which server `npm start` would use for `service` with this DATA_DIR, in a process of its own. */
async function whichServer(service: 'postgres' | 'temporal', env: Record<string, string>) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, ...env };
  delete childEnv.DATABASE_URL;
  delete childEnv.TEMPORAL_ADDRESS;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [require.resolve('tsx/cli'), path.join(__dirname, 'which-servers.ts'), service],
    { env: childEnv, timeout: 170_000 },
  ).catch((err) => {
    const logs = fs.readdirSync(dataDir).filter((f) => f.endsWith('.log'));
    throw new Error(
      `${err.message}\n${logs.map((f) => fs.readFileSync(path.join(dataDir, f), 'utf8').slice(-1500)).join('\n')}`,
    );
  });
  return JSON.parse(stdout.trim().split('\n').pop() as string) as { source: string; url: string };
}

/**
 * A port free now with the one above it free too (the embedded Temporal's Web UI takes that one):
 * a fixed port was once taken by another process's connection while CI ran beside a demo.
 */
async function freePortPair(): Promise<number> {
  for (;;) {
    const port = await freePort();
    if (!(await isPortOpen(port + 1))) return port;
  }
}

it('keeps to the embedded PostgreSQL it created, though a server answers on 5432', async () => {
  fs.writeFileSync(path.join(dataDir, 'stack.json'), JSON.stringify({ postgres: 'embedded' }));
  const port = await freePort();
  const server = await whileAnswering(5432, () =>
    whichServer('postgres', { EMBEDDED_PG_PORT: String(port) }),
  );
  expect(server).toEqual({ source: 'embedded', url: `postgres://postgres:***@127.0.0.1:${port}/postgres` });
  expect(fs.existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
}, 180_000);

it('keeps to the Temporal whose SQLite file it holds, though a server answers on 7233', async () => {
  fs.writeFileSync(path.join(dataDir, 'stack.json'), JSON.stringify({ temporal: 'embedded' }));
  const port = await freePortPair();
  const server = await whileAnswering(7233, () =>
    whichServer('temporal', { EMBEDDED_TEMPORAL_PORT: String(port) }),
  );
  expect(server).toEqual({ source: 'embedded', url: `127.0.0.1:${port}` });
  // The marker now names both (the cluster was recognised by its files, as a .data from before
  // the marker is), and without it the files alone still say whose the data is.
  expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'stack.json'), 'utf8'))).toEqual({
    postgres: 'embedded',
    temporal: 'embedded',
  });
  fs.rmSync(path.join(dataDir, 'stack.json'));
  expect(readMarker(dataDir)).toEqual({ postgres: 'embedded', temporal: 'embedded' });
}, 180_000);

it('refuses to start afresh when the local server its data belongs to is gone', () => {
  expect(choose('local', false)).toEqual({ problem: 'LOCAL_GONE' });
  expect(choose('local', true)).toEqual({ use: 'local' });
  expect(choose('embedded', true)).toEqual({ use: 'embedded' });
  expect(choose(undefined, true)).toEqual({ use: 'local' });
  expect(choose(undefined, false)).toEqual({ use: 'embedded' });
});
