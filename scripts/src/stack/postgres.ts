import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { canConnect } from '@claims/db';
import { startDaemon, stopProcess } from './child';
import { isPortOpen, waitFor } from './net';
import { DATA_DIR } from './paths';
import { StackProblem } from './problem';
import { choose, readMarker, remember } from './data-owner';
import type { RunningService } from './service';
import { throwAwayServer } from './throw-away-server';

const LOCAL_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const EMBEDDED_PORT = Number(process.env.EMBEDDED_PG_PORT ?? 55432);

/**
 * A PostgreSQL server to put the product's database on: DATABASE_URL's if set, else the one
 * `.data` belongs to (data-owner.ts), else the one on 127.0.0.1:5432, else an embedded one (real
 * PostgreSQL binaries from npm) with data in .data/.
 * Returns the server's admin URL; `ensureDatabase` creates the product's database on it.
 */
export async function ensurePostgres(options: { private: boolean }): Promise<RunningService> {
  if (process.env.DATABASE_URL) {
    if (!(await canConnect(process.env.DATABASE_URL))) {
      throw new StackProblem(
        `Cannot connect to PostgreSQL at DATABASE_URL (${redactUrl(process.env.DATABASE_URL)}): start that server, fix the URL, or unset DATABASE_URL to use a local or embedded one.`,
      );
    }
    return { name: 'PostgreSQL', url: process.env.DATABASE_URL, source: 'configured' };
  }
  if (options.private) {
    // A test run on a machine without PostgreSQL gets a throw-away cluster of its own.
    if (await isPortOpen(5432)) return localServer();
    return throwAwayServer('postgres', startEmbedded);
  }
  // The server this .data belongs to, once known, whatever else appears on 5432 (issue 17).
  const choice = choose(readMarker(DATA_DIR).postgres, await isPortOpen(5432));
  if ('problem' in choice)
    throw new StackProblem(
      `The data in ${DATA_DIR} belongs to the PostgreSQL on 127.0.0.1:5432, which does not answer: start it again (its cases' workflows are in the Temporal beside it), set DATABASE_URL, or move ${DATA_DIR} away to start afresh.`,
    );
  const server =
    choice.use === 'local'
      ? await localServer()
      : await startEmbedded(EMBEDDED_PORT, path.join(DATA_DIR, 'postgres'));
  remember(DATA_DIR, 'postgres', choice.use);
  return server;
}

/** The PostgreSQL already running on 127.0.0.1:5432. */
async function localServer(): Promise<RunningService> {
  if (!(await canConnect(LOCAL_URL))) {
    throw new StackProblem(
      'A PostgreSQL server answers on 127.0.0.1:5432 but refuses user "postgres" without a password: set DATABASE_URL (e.g. postgres://user:pass@127.0.0.1:5432/claims).',
    );
  }
  return { name: 'PostgreSQL', url: LOCAL_URL, source: 'local' };
}

async function startEmbedded(port: number, databaseDir: string): Promise<RunningService> {
  if (await isPortOpen(port)) {
    const url = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
    if (await canConnect(url)) return { name: 'PostgreSQL', url, source: 'embedded' };
    throw new StackProblem(`Port ${port} is in use by something else: free it or set EMBEDDED_PG_PORT.`);
  }
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION')))
    console.log(`creating the embedded PostgreSQL cluster in ${databaseDir} ...`);
  const child = startDaemon(
    process.execPath,
    [
      require.resolve('tsx/cli'),
      path.join(__dirname, 'embedded-postgres-daemon.ts'),
      databaseDir,
      String(port),
    ],
    path.join(DATA_DIR, `postgres-${port}.log`),
  );
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  await waitFor(`the embedded PostgreSQL (see .data/postgres-${port}.log)`, () => canConnect(url), 120_000);
  return { name: 'PostgreSQL', url, source: 'embedded', stop: () => stopProcess(child, 3_000) };
}

/** The URL of `database` on the server at `serverUrl`, creating the database if it is missing. */
export async function ensureDatabase(
  serverUrl: string,
  database: string,
): Promise<{ url: string; created: boolean }> {
  const url = new URL(serverUrl);
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [database]);
    if (exists.rowCount === 0) await admin.query(`create database "${database.replace(/"/g, '')}"`);
    url.pathname = `/${database}`;
    return { url: url.toString(), created: exists.rowCount === 0 };
  } finally {
    await admin.end();
  }
}

export async function dropDatabase(serverUrl: string, database: string): Promise<void> {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${database.replace(/"/g, '')}" with (force)`);
  } finally {
    await admin.end();
  }
}

/** A URL fit for a message: the password never reaches a terminal or a log. */
export const redactUrl = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
