import pg from 'pg';
import { requestJson } from './http-client';
import { closedLoop, type LatencySummary } from './latency';
import { statementRunner } from './list-page';
import { withRecordingApi, type Statement } from './statements';
import type { Read, Reader } from './reads';

/** The concurrency of the throughput figures: a busy office's analysts at once. */
export const READ_CONCURRENCY = 8;

export interface ReadFigures {
  name: string;
  group: Read['group'];
  /** One client alone: p50/p95 of the screen's requests together. */
  alone: LatencySummary;
  /** Eight clients: samples a second. */
  eight: LatencySummary;
  pgAlone: LatencySummary;
  pgEight: LatencySummary;
  /** Api throughput over the same SQL's through `pg`, eight clients each. */
  ratio: number;
  statements: number;
  rows: number;
}

export type ReaderHeaders = Record<Reader, Record<string, string>>;

/**
 * Each read through the api (one client, then eight), then the very statements the api ran for
 * it, replayed straight through `pg` the same way: what the api costs on top of its SQL.
 */
export async function measureReads(
  env: NodeJS.ProcessEnv,
  baseUrl: string,
  readers: ReaderHeaders,
  reads: readonly Read[],
  seconds: number,
): Promise<ReadFigures[]> {
  const captured = await captureReads(env, readers, reads);
  const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: READ_CONCURRENCY * 2 });
  const figures: ReadFigures[] = [];
  try {
    for (const read of reads) {
      const viaApi = async () => void (await fetchAll(baseUrl, readers[read.reader], read.paths));
      const { statements, rows } = captured.get(read.name)!;
      const viaPg = read.parallel ? parallelRunner(pool, statements) : statementRunner(pool, statements);
      await closedLoop(READ_CONCURRENCY, 1000, viaApi);
      const alone = await closedLoop(1, seconds * 1000, viaApi);
      const eight = await closedLoop(READ_CONCURRENCY, seconds * 1000, viaApi);
      await closedLoop(READ_CONCURRENCY, 1000, viaPg);
      const pgAlone = await closedLoop(1, seconds * 1000, viaPg);
      const pgEight = await closedLoop(READ_CONCURRENCY, seconds * 1000, viaPg);
      figures.push({
        name: read.name,
        group: read.group,
        alone,
        eight,
        pgAlone,
        pgEight,
        ratio: Math.round((eight.perSecond / pgEight.perSecond) * 100) / 100,
        statements: statements.length,
        rows,
      });
    }
  } finally {
    await pool.end();
  }
  return figures;
}

async function fetchAll(baseUrl: string, headers: Record<string, string>, paths: readonly string[]) {
  let rows = 0;
  for (const p of paths) {
    const { status, body } = await requestJson(`${baseUrl}${p}`, { headers });
    if (status !== 200) throw new Error(`${p} answered ${status}: ${JSON.stringify(body).slice(0, 300)}`);
    if (Array.isArray(body)) rows += body.length;
  }
  return rows;
}

/** The session lookup first, then the rest side by side, each on a connection of its own. */
function parallelRunner(pool: pg.Pool, statements: readonly Statement[]): () => Promise<void> {
  const [first, ...rest] = statements;
  return async () => {
    if (first) await pool.query(first.sql, first.bindings);
    await Promise.all(rest.map((s) => pool.query(s.sql, s.bindings)));
  };
}

/**
 * Runs the api in this process, listening to its query builder, to learn each read's SQL: the
 * statements of a second request, as the api runs them once a list's total is cached (it then
 * counts once per LIST_COUNT_TTL_SECONDS, not once per request).
 */
export async function captureReads(env: NodeJS.ProcessEnv, readers: ReaderHeaders, reads: readonly Read[]) {
  return withRecordingApi(env, async (baseUrl, statements) => {
    const captured = new Map<string, { statements: Statement[]; rows: number }>();
    for (const read of reads) {
      await fetchAll(baseUrl, readers[read.reader], read.paths);
      statements.length = 0;
      const rows = await fetchAll(baseUrl, readers[read.reader], read.paths);
      captured.set(read.name, { statements: [...statements], rows });
    }
    return captured;
  });
}
