import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Knex } from 'knex';
import pino from 'pino';
import { createApp, loadApiConfig, createDeps } from '@claims/api';

// The SQL the bench replays straight through `pg`, to weigh the api (or a worker) against it.

export interface Statement {
  sql: string;
  bindings: unknown[];
}

/** Every statement `db` runs from now on, with `$n` placeholders, as `pg` takes it. */
export function recordStatements(db: Knex): Statement[] {
  const statements: Statement[] = [];
  const client = db.client as { positionBindings(sql: string): string };
  db.on('query', (q: { sql: string; bindings?: unknown[] }) =>
    statements.push({ sql: client.positionBindings(q.sql), bindings: q.bindings ?? [] }),
  );
  return statements;
}

/**
 * Runs the api in this process on a free port, recording its statements, for `use` to call at
 * `baseUrl`; the api is stopped after.
 */
export async function withRecordingApi<T>(
  env: NodeJS.ProcessEnv,
  use: (baseUrl: string, statements: Statement[]) => Promise<T>,
): Promise<T> {
  const deps = await createDeps(loadApiConfig({ ...env, PORT: '0' }), pino({ level: 'silent' }));
  const statements = recordStatements(deps.db);
  const server = http.createServer(createApp(deps).callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await use(`http://127.0.0.1:${port}`, statements);
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await deps.close();
  }
}
