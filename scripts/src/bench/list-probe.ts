import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { createDatabase, migrateLatest, seed } from '@claims/db';
import { dropDatabase, ensureDatabase, ensurePostgres } from '../stack/postgres';
import { ensureRedis } from '../stack/redis';
import { ensureTemporal } from '../stack/temporal';
import { freePort } from '../stack/net';
import { bearer, issueToken } from '@claims/api/testing/tokens';
import { API_ENTRY, WORKER_ENTRY, startAppProcess, waitForApi } from './app-process';
import { closedLoop } from './latency';
import { CONCURRENCY, LIST_PATH, captureStatements, statementRunner } from './list-page';
import { growCases } from './seed/seed-cases';
import { seedRefs } from './seed/seed-refs';

/**
 * Where the list page's time goes (docs/PERFORMANCE.md §1), against a database seeded once and
 * kept between runs (`claims_list_probe`): the page through the api, trivial routes through the
 * api (its floor), and the page's SQL through `pg`, whole and statement by statement. Beside
 * each figure: the CPU time the api process and all PostgreSQL processes used per request, which
 * other work on the machine disturbs less than latency, and the load average.
 *
 * `npx tsx scripts/src/bench/list-probe.ts`, with
 *   PROBE_ONLY=api,floor,sql  the parts to run (all by default)
 *   PROBE_SECONDS=8           each measurement's length
 *   PROBE_EACH=1              the SQL statement by statement too
 *   PROBE_DUMP=<file>         write the captured statements there
 *   PROBE_WORKER=1            run a Temporal worker beside the api, as `npm run bench` does
 *   PROBE_RESEED=1            drop the database and seed it again
 */
const DATABASE = 'claims_list_probe';
const SECONDS = Number(process.env.PROBE_SECONDS ?? 8);

async function main() {
  const postgres = await ensurePostgres({ private: false });
  const redis = await ensureRedis({ private: false });
  if (process.env.PROBE_RESEED) await dropDatabase(postgres.url, DATABASE);
  const { url, created } = await ensureDatabase(postgres.url, DATABASE);
  const db = createDatabase(url);
  await migrateLatest(db);
  if (created) {
    await seed(db, { demo: true });
    await growCases(url, await seedRefs(db), 0, 100_000);
  }
  const temporal = await ensureTemporal({ private: true });
  const port = await freePort();
  const env = {
    ...process.env,
    // As production runs it (see the same in main.ts).
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    TEMPORAL_PAYLOAD_KEY: process.env.TEMPORAL_PAYLOAD_KEY ?? randomBytes(32).toString('base64'),
    PORT: String(port),
    LOG_LEVEL: 'warn',
    DATABASE_URL: url,
    REDIS_URL: redis.url,
    REDIS_PREFIX: 'claims-list-probe',
    TEMPORAL_ADDRESS: temporal.url,
    TEMPORAL_TASK_QUEUE: 'claims-list-probe',
  };
  const api = startAppProcess('api', API_ENTRY, env);
  apiPid = api.child.pid ?? 0;
  // PROBE_WORKER=1: a Temporal worker beside the api, as in `npm run bench`.
  const worker = process.env.PROBE_WORKER ? startAppProcess('temporal-worker', WORKER_ENTRY, env) : undefined;
  const base = `http://127.0.0.1:${port}`;
  try {
    await listening(base);
    if (worker) await waitForApi(base, api);
    const headers = bearer(await issueToken(db, 'master@example.com'));
    const only = process.env.PROBE_ONLY?.split(',');
    const want = (name: string) => !only || only.includes(name);
    if (want('api')) {
      await cannon(base + LIST_PATH, headers, 3, CONCURRENCY, 'warm-up');
      await cannon(base + LIST_PATH, headers, SECONDS, 1, 'list page, 1 client');
      await cannon(base + LIST_PATH, headers, SECONDS, CONCURRENCY, 'list page');
    }
    if (want('floor')) {
      await cannon(base + '/api/nothing-here', {}, SECONDS, CONCURRENCY, '404, no token');
      await cannon(base + '/api/nothing-here', headers, SECONDS, CONCURRENCY, '404, with token');
      await cannon(base + '/api/auth/me', headers, SECONDS, CONCURRENCY, '/api/auth/me');
    }
    if (want('sql')) {
      const { statements } = await captureStatements(env, headers);
      if (process.env.PROBE_DUMP)
        fs.writeFileSync(process.env.PROBE_DUMP, JSON.stringify(statements, null, 1));
      await replay(url, statements, 'all statements');
      // Statement by statement, each after the ones before it (the page needs the scope set):
      // the difference between two lines is what a statement adds.
      if (process.env.PROBE_EACH)
        for (let n = 1; n < statements.length - 1; n++) {
          const commit = statements.at(-1)!;
          const begun = statements.slice(0, n).some((s) => /^begin/i.test(s.sql));
          const label = `first ${n}, to ${statements[n - 1]!.sql.replace(/\s+/g, ' ').slice(0, 50)}`;
          await replay(url, [...statements.slice(0, n), ...(begun ? [commit] : [])], label);
        }
    }
  } finally {
    await api.stop();
    await worker?.stop();
    await temporal.stop?.();
    await db.destroy();
    await Promise.all([postgres.stop?.(), redis.stop?.()]);
  }
}

async function listening(base: string) {
  for (let i = 0; i < 300; i++) {
    try {
      await fetch(`${base}/api/nothing-here`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error('the api did not start');
}

/** CPU time (ms) used so far by the api process and by every PostgreSQL process (USER_HZ is 100). */
let apiPid = 0;
function cpu(): { api: number; pg: number } {
  const ticks = (pid: string) => {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return Number(fields[11]) + Number(fields[12]);
    } catch {
      return 0;
    }
  };
  let pgTicks = 0;
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres')) pgTicks += ticks(pid);
    } catch {
      // gone
    }
  }
  return { api: ticks(String(apiPid)) * 10, pg: pgTicks * 10 };
}

function perRequest(before: { api: number; pg: number }, count: number): string {
  const after = cpu();
  const f = (n: number) => (n / Math.max(1, count)).toFixed(2);
  return `cpu/req api ${f(after.api - before.api)} pg ${f(after.pg - before.pg)} ms`;
}

function load() {
  return os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
}

async function cannon(
  url: string,
  headers: Record<string, string>,
  duration: number,
  connections: number,
  label: string,
) {
  const before = load();
  const c = cpu();
  const result = await autocannon({ url, connections, duration, headers });
  const cost = perRequest(c, result.requests.total);
  const l = result.latency;
  console.log(
    `${label.padEnd(40)} ${String(Math.round(result.requests.average)).padStart(6)} req/s  ` +
      `p50 ${l.p50} p97.5 ${l.p97_5} p99 ${l.p99} ms  non2xx ${result.non2xx}  ` +
      `${Math.round(result.throughput.average / Math.max(1, result.requests.average))} B  ${cost}  load ${before}`,
  );
}

async function replay(url: string, statements: { sql: string; bindings: unknown[] }[], label: string) {
  const before = load();
  const pool = new pg.Pool({ connectionString: url, max: CONCURRENCY });
  const run = statementRunner(pool, statements);
  try {
    await closedLoop(CONCURRENCY, 1000, run);
    const c = cpu();
    const r = await closedLoop(CONCURRENCY, SECONDS * 1000, run);
    const cost = perRequest(c, r.count);
    console.log(
      `pg: ${label.padEnd(70)} ${String(r.perSecond).padStart(7)} /s  p50 ${r.p50} p95 ${r.p95}  ${cost}  load ${before}`,
    );
  } finally {
    await pool.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
